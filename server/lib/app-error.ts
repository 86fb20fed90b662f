import type { ErrorCode } from '../../shared/errors.ts';

/** An expected failure: a code with a translated message (`errors.<code>`) and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly params: Record<string, string | number> = {},
    /** Field path -> catalogue key of the message, for validation failures found beyond the schema. */
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError('not_found', 404);
export const unknownSite = () => new AppError('unknown_site', 404);
export const authenticationRequired = () => new AppError('authentication_required', 403);
export const clientHeaderRequired = () => new AppError('client_header_required', 403);
export const loginFailed = () => new AppError('login_failed', 401);
export const loginLocked = (minutes: number) => new AppError('login_locked', 429, { minutes });
export const signupClosed = () => new AppError('signup_closed', 403);
/** Bad input on one field, with a catalogue key as its message (e.g. `validation.email_taken`). */
export const fieldError = (field: string, messageKey: string) =>
  new AppError('validation_failed', 400, {}, { [field]: messageKey });
export const emailNotFound = () => new AppError('email_not_found', 404);
export const linkInvalid = () => new AppError('link_invalid', 400);
export const resetDailyLimit = () => new AppError('reset_daily_limit', 429);
