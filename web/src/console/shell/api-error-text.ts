import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/** A refusal in the console's language: the error code's text of the catalogue, else the server's message. */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.body.code) {
    const fallback = error.body.message ?? t('errors.generic');
    return t(`errors.${error.body.code}`, { ...error.body, defaultValue: fallback });
  }
  return t('errors.generic');
}
