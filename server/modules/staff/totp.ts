import { generateSecret, generateURI, verify } from 'otplib';

/** TOTP as authenticator apps read it (RFC 6238: SHA-1, 6 digits, 30 s), through otplib. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after counts too: a phone's clock a little off, a code typed as it changed. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export const newTotpSecret = (): string => generateSecret();

/** The `otpauth://` address an authenticator app scans (as a QR code) or takes typed. */
export const totpUri = (secret: string, account: string, issuer: string): string =>
  generateURI({ issuer, label: account, secret });

/**
 * The time step a code belongs to, when it is right at `now` and of a later step than `afterStep` (a code used once
 * does not count again); else undefined.
 */
export async function totpStep(secret: string, code: string, now: Date, afterStep: number) {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep: afterStep,
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
