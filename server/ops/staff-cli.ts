import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { STAFF_ROLES, type StaffRole } from '../../shared/staff-roles.ts';
import { staffCreateBody } from '../../shared/contracts/staff.ts';
import type { Database } from '../db/client.ts';
import { StaffAccounts } from '../modules/staff/staff-accounts.service.ts';
import { askHidden } from './ask-hidden.ts';

const USAGE = `Usage:
  npm run staff -- create --email <address> --role <${STAFF_ROLES.join('|')}> [--name <name>] [--password <password>]
      (without --password it asks for one)
  npm run staff -- list`;

/** The command line's actor in the audit log: no staff account, the system user who ran it. */
const commandLine = () => ({ id: null, email: `command line (${userInfo().username})` });

/**
 * `npm run staff`: staff accounts from the command line, for the first admin (who then adds the others in the
 * console). Prints the new account's authenticator secret as an `otpauth://` address and a QR code, and its recovery
 * codes, once. Returns the process's exit code.
 */
export async function runStaffCommand(args: string[], database: Database, out = console): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const accounts = new StaffAccounts(database.db);
  if (positionals[0] === 'list') {
    for (const account of await accounts.list()) {
      const state = account.disabledAt ? ' (disabled)' : account.locked ? ' (locked)' : '';
      out.log(`${account.email}\t${account.role}${state}`);
    }
    return 0;
  }
  if (positionals[0] !== 'create' || !values.email || !STAFF_ROLES.includes(values.role as StaffRole)) {
    out.error(USAGE);
    return 1;
  }
  const password = values.password ?? (await askHidden('Password (12 characters or more): '));
  const input = staffCreateBody.safeParse({ ...values, password });
  if (!input.success) {
    out.error(input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    return 1;
  }
  const enrolment = await accounts.create(input.data, commandLine()).catch((error: Error) => {
    out.error(
      error.message === 'validation_failed' ? `${input.data.email} already has a staff account.` : error.message,
    );
    return undefined;
  });
  if (!enrolment) return 1;
  out.log(`Created ${input.data.role} ${input.data.email}.`);
  out.log('Scan this with an authenticator app (or type the secret), then log in at /admin:\n');
  out.log(await QRCode.toString(enrolment.otpauthUri, { type: 'terminal', small: true }));
  out.log(enrolment.otpauthUri);
  out.log(`Secret: ${enrolment.totpSecret}\n`);
  out.log('Recovery codes, each usable once instead of a code (keep them apart from the password):');
  for (const code of enrolment.recoveryCodes) out.log(`  ${code}`);
  return 0;
}
