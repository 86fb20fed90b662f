import type { AutoLikeProfile } from '../../../../../shared/contracts/likes.ts';
import { getAutoLike } from '../../../../../shared/contracts/endpoints/likes.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/auto-like.php: the member of the new-like modal, or null. */
export async function fetchAutoLike(): Promise<AutoLikeProfile | null> {
  const { profile } = await api(getAutoLike);
  return profile;
}
