import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/paths.ts';

/** The files `npm run build:server` compiles (tsconfig.build.json), relative to the project. */
function builtFiles(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(`${projectRoot}/tsconfig.build.json`, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  return config!.fileNames.map((file) => relative(projectRoot, file));
}

describe('the server build', () => {
  it('compiles no test helper: nothing it includes imports vitest or server/test', () => {
    const files = builtFiles();
    expect(files).toContain('server/main.ts');
    const offending = files.filter((file) =>
      /from '(?:vitest|[./]*test\/[^']*)'/.test(readFileSync(`${projectRoot}/${file}`, 'utf8')),
    );
    expect(offending).toEqual([]);
  });
});
