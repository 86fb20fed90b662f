import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAccounts } from '../db/schema/index.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';
import { runStaffCommand } from './staff-cli.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
});
afterAll(() => t.close());

/** Runs the command on the test database, its output caught. */
async function staffCommand(...args: string[]) {
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`! ${line}`) };
  const code = await runStaffCommand(args, t.database, out as unknown as Console);
  return { code, output: lines.join('\n') };
}

describe('npm run staff', () => {
  it('creates an admin and prints the authenticator address, a QR code and the recovery codes once', async () => {
    const made = await staffCommand(
      'create',
      '--email',
      'First@Admin.test',
      '--role',
      'admin',
      '--password',
      'a long admin password',
    );
    expect(made.code).toBe(0);
    expect(made.output).toMatch(/otpauth:\/\/totp\/[^\s]*first%40admin\.test[^\s]*secret=[A-Z2-7]+/);
    expect(made.output).toMatch(/[▀▄█]{10,}/);
    expect(made.output.match(/^ {2}[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/gm)).toHaveLength(10);
    const [account] = await t.database.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'first@admin.test'));
    expect(account).toMatchObject({ role: 'admin' });
    expect(account!.passwordHash).not.toContain('a long admin password');
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, account!.id));
    expect(row).toMatchObject({
      action: 'staff.created',
      staffId: null,
      actor: expect.stringMatching(/^command line/),
    });
    expect((await staffCommand('list')).output).toContain('first@admin.test\tadmin');
  });

  it('refuses a second account for one address, an unknown role and a short password, and says why', async () => {
    await staffCommand(
      'create',
      '--email',
      'once@admin.test',
      '--role',
      'operator',
      '--password',
      'a long enough password',
    );
    const twice = await staffCommand(
      'create',
      '--email',
      'ONCE@admin.test',
      '--role',
      'admin',
      '--password',
      'another long password',
    );
    expect(twice).toEqual({ code: 1, output: '! once@admin.test already has a staff account.' });
    const role = await staffCommand(
      'create',
      '--email',
      'r@admin.test',
      '--role',
      'boss',
      '--password',
      'long password here',
    );
    expect([role.code, role.output]).toEqual([1, expect.stringContaining('Usage:')]);
    const short = await staffCommand('create', '--email', 's@admin.test', '--role', 'admin', '--password', 'short');
    expect([short.code, short.output]).toEqual([1, expect.stringMatching(/^! password: /)]);
  });
});
