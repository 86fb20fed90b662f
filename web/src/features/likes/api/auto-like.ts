import type { AutoLikeProfile } from '../../../../../shared/contracts/likes.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/auto-like.php: the member of the new-like modal, or null. */
export async function fetchAutoLike(): Promise<AutoLikeProfile | null> {
  const { profile } = await apiRequest<{ profile: AutoLikeProfile | null }>('/api/auto-like.php');
  return profile;
}
