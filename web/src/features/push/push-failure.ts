import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import { PushDeniedError } from '../../lib/push.ts';

/** What to tell the member when turning push on did not work: refused in the browser, refused by us, or failed. */
export function pushFailureMessage(error: Error | null, t: TFunction): string | undefined {
  if (!error) return undefined;
  if (error instanceof PushDeniedError) return t('push.denied');
  return error instanceof ApiError ? error.message : t('push.failed');
}
