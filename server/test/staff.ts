import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { STAFF_COOKIE } from '../../shared/constants.ts';
import type { StaffRole } from '../../shared/staff-roles.ts';
import { CLIENT_HEADERS, addresses } from './http.ts';
import type { TestApp } from './test-app.ts';

export const STAFF_TEST_PASSWORD = 'staff password for tests';
/** Each login from its own address: the per-IP limit of the console's login is met only where a test means to. */
const newIp = addresses(250);

/** A staff account made as the command line makes one: its id, address, TOTP secret and recovery codes. */
export async function createStaff(t: TestApp, role: StaffRole, email = `${role}-${randomUUID()}@staff.test`) {
  const enrolment = await t.app.services.staffAccounts.create(
    { email, role, password: STAFF_TEST_PASSWORD },
    { id: null, email: 'tests' },
  );
  return { ...enrolment, email };
}

/** The TOTP code of a secret at the app's time, `stepOffset` steps of 30 s away. */
export const totpCode = (t: TestApp, secret: string, stepOffset = 0) =>
  generate({ secret, epoch: Math.floor(t.now().getTime() / 1000) + stepOffset * 30 });

/** The console session cookie an answer set, ready for a `cookie` header. */
export function staffCookie(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!cookie) throw new Error('no staff cookie');
  return `${STAFF_COOKIE}=${cookie.value}`;
}

/** The password step: the half-open session's headers. */
export async function staffPasswordStep(t: TestApp, email: string, remoteAddress = newIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login.php',
    headers: CLIENT_HEADERS,
    payload: { email, password: STAFF_TEST_PASSWORD },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`staff login: ${res.statusCode} ${res.body}`);
  return { ...CLIENT_HEADERS, cookie: staffCookie(res) };
}

/**
 * A new staff member of `role`, logged in to the console with both factors: the headers of their requests (the
 * client header and the session cookie), and the account.
 */
export async function staffSession(t: TestApp, role: StaffRole = 'admin') {
  const account = await createStaff(t, role);
  const headers = await staffPasswordStep(t, account.email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/second-factor.php',
    headers,
    payload: { code: await totpCode(t, account.totpSecret) },
    remoteAddress: newIp(),
  });
  if (res.statusCode !== 200) throw new Error(`second factor: ${res.statusCode} ${res.body}`);
  return { headers, account };
}
