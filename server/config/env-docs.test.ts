import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/paths.ts';
import { ENV_VARIABLES } from './env.ts';

/** The operator's documents name every variable the server reads (npm's own is set by npm, not by an operator). */
describe('the documented variables', () => {
  const ours = ENV_VARIABLES.filter((name) => name !== 'npm_lifecycle_event');
  const text = (file: string) => readFileSync(join(projectRoot, file), 'utf8');

  it.each(['deploy/dating.env', 'README.md'])('%s explains every variable', (file) => {
    const document = text(file);
    expect(ours.filter((name) => !document.includes(name))).toEqual([]);
  });
});
