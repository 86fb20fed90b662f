import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The rule of eslint.config.js that keeps each module's repo to itself, run on code as a module would hold it. */
async function foreignRepoErrors(filePath: string, code: string) {
  const [result] = await new ESLint().lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/no-foreign-repo').map((m) => m.message);
}

describe('no module imports another module’s repo', () => {
  it('refuses imports and re-exports of another module’s repo, types included', async () => {
    const code = [
      "import type { SiteRow } from '../sites/sites.repo.ts';",
      "import { findProfile } from '../members/members.repo.ts';",
      "export * from '../photos/photos.repo.ts';",
      'export const probe = (site: SiteRow) => [site, findProfile];',
    ].join('\n');
    expect(await foreignRepoErrors('server/modules/likes/probe.ts', code)).toEqual([
      "'../sites/sites.repo.ts' is the sites module's repo: use its service or policy.",
      "'../members/members.repo.ts' is the members module's repo: use its service or policy.",
      "'../photos/photos.repo.ts' is the photos module's repo: use its service or policy.",
    ]);
  });

  it("allows a module's own repo and another module's service or policy", async () => {
    const code = [
      "import * as repo from './likes.repo.ts';",
      "import { canView } from '../members/members.policy.ts';",
      "import type { SiteRow } from '../sites/sites.service.ts';",
      'export const probe = (site: SiteRow) => [site, repo, canView];',
    ].join('\n');
    expect(await foreignRepoErrors('server/modules/likes/probe.ts', code)).toEqual([]);
  });
});
