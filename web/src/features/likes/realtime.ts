import type { QueryClient } from '@tanstack/react-query';
import type { LikesResponse } from '../../../../shared/contracts/likes.ts';
import { likesQuery } from './api/likes.ts';
import { openMatch } from './match-store.ts';

/*
 * What the likes do on the realtime messages of shared/realtime.ts (app/live-socket.ts): like.created and
 * like.removed read the likes again (`reloadLikes`), match.created opens the match modal with the other member.
 */

/** match.created: the likes again, then the match modal with the other member's card (when they may be seen). */
export async function onMatchCreated(client: QueryClient, profileId: string): Promise<void> {
  const data = await client
    .fetchQuery({ ...likesQuery, staleTime: 0 })
    .catch((): LikesResponse | undefined => undefined);
  const member = data?.profiles.find((profile) => profile.id === profileId);
  if (member) openMatch(member);
}
