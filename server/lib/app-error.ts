import type { ErrorCode } from '../../shared/errors.ts';

/** An expected failure: a code with a translated message (`errors.<code>`) and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly params: Record<string, string | number> = {},
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
