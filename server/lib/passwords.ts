import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes), the OWASP minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password; without a stored hash it checks against a dummy one, so that an unknown address takes as
 * long as a wrong password.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await (dummyHash ??= hash('dummy password for equal timing')));
  const matches = await verify(target, password).catch(() => false);
  return matches && storedHash !== undefined;
}
