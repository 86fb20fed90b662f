import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LikesResponse } from '../../../../shared/contracts/likes.ts';
import type { MemberCard } from '../../../../shared/contracts/members.ts';
import { likesKeys } from './api/keys.ts';
import { closeMatch, currentMatch } from './match-store.ts';
import { reloadLikes } from './api/likes.ts';
import { onMatchCreated } from './realtime.ts';

const member: MemberCard = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Anna',
  age: 31,
  country: 'NL',
  region: null,
  city: 'Utrecht',
  photo: null,
  fictional: false,
};
const likes: LikesResponse = { profiles: [{ ...member, liked: true }], liked_by: [{ id: member.id, like_new: true }] };

function answering(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  closeMatch();
  vi.unstubAllGlobals();
});

describe('the realtime handlers of likes', () => {
  it('match.created reads the likes again and opens the match modal with the other member', async () => {
    const fetch = answering(likes);
    const client = new QueryClient();
    await onMatchCreated(client, member.id);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(currentMatch()).toEqual({ ...member, liked: true });
    expect(client.getQueryData(likesKeys.all())).toEqual(likes);
  });

  it('match.created opens nothing for a member the likes do not show', async () => {
    answering({ profiles: [], liked_by: [] });
    await onMatchCreated(new QueryClient(), member.id);
    expect(currentMatch()).toBeNull();
  });

  it('like.created marks the likes stale, so that the badge and the likes page read them again', async () => {
    const client = new QueryClient();
    client.setQueryData(likesKeys.all(), likes);
    await reloadLikes(client);
    expect(client.getQueryState(likesKeys.all())?.isInvalidated).toBe(true);
  });
});
