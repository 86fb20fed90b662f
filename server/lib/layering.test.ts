import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import errors eslint.config.js gives code as a file in server/lib/ would hold it. */
async function importErrors(code: string) {
  const [result] = await new ESLint().lintText(code, { filePath: 'server/lib/probe.ts' });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lib/ depends on no plugin and no module', () => {
  it('refuses imports of plugins and modules, types included', async () => {
    const code = [
      "import { SECURITY_HEADERS } from '../plugins/request-security.ts';",
      "import type { SiteRow } from '../modules/sites/sites.service.ts';",
      'export const probe = (site: SiteRow) => [site, SECURITY_HEADERS];',
    ].join('\n');
    expect(await importErrors(code)).toHaveLength(2);
  });

  it('allows lib/ and db/', async () => {
    const code = [
      "import { escapeHtml } from './html.ts';",
      "import type { Db } from '../db/client.ts';",
      'export const probe = (db: Db) => [db, escapeHtml];',
    ].join('\n');
    expect(await importErrors(code)).toEqual([]);
  });
});
