import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LikeResponse, LikedProfile, LikesResponse, LikesTab } from '../../../../../shared/contracts/likes.ts';
import type { MemberCard } from '../../../../../shared/contracts/members.ts';
import { likeMember, listLikes, unlikeMember } from '../../../../../shared/contracts/endpoints/likes.ts';
import { api } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/current-user.ts';
import { openMatch } from '../match-store.ts';
import { likesKeys } from './keys.ts';

/** GET /api/likes.php: the member's likes both ways. */
export const likesQuery = {
  queryKey: likesKeys.all(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => api(listLikes, { signal }),
};

/** The member's likes; nothing is asked for a visitor. */
export function useLikes() {
  const { data: user } = useUser();
  return useQuery({ ...likesQuery, enabled: Boolean(user) });
}

/** The members of a tab: received = liked_by (new first, then newest), given = liked, matches = both. */
export function likesOfTab(data: LikesResponse, tab: LikesTab): LikedProfile[] {
  const byId = new Map(data.profiles.map((profile) => [profile.id, profile]));
  if (tab === 'given') return data.profiles.filter((profile) => profile.liked);
  const received = data.liked_by.flatMap(({ id }) => byId.get(id) ?? []);
  return tab === 'matches' ? received.filter((profile) => profile.liked) : received;
}

/** The ids of the members whose like the member has not yet seen. */
export const newLikerIds = (data: LikesResponse | undefined) =>
  new Set((data?.liked_by ?? []).filter((like) => like.like_new).map((like) => like.id));

/** The top bar's new-likes count (SPEC §3 total new likes). */
export const newLikesCount = (data: LikesResponse | undefined) => newLikerIds(data).size;

/** Whether the member likes this member, as the likes list says. */
export const likes = (data: LikesResponse | undefined, id: string) =>
  Boolean(data?.profiles.some((profile) => profile.id === id && profile.liked));

/** The likes list with the member's own like of `member` set or taken away. */
export function withLike(data: LikesResponse, member: MemberCard, liked: boolean): LikesResponse {
  const likedBy = data.liked_by.some((like) => like.id === member.id);
  const rest = data.profiles.filter((profile) => profile.id !== member.id);
  if (!liked) {
    const profiles = likedBy
      ? data.profiles.map((profile) => (profile.id === member.id ? { ...profile, liked: false } : profile))
      : rest;
    return { ...data, profiles };
  }
  return { ...data, profiles: [{ ...member, liked: true }, ...rest] };
}

interface LikeVariables {
  member: MemberCard;
  /** true: like, false: take the like back. */
  like: boolean;
}

/**
 * POST (like) or DELETE (unlike) /api/like.php, shown at once (optimistic) and put back when the server refuses; a
 * like that makes a match opens the match modal.
 */
export function useLike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ member, like }: LikeVariables): Promise<LikeResponse | { ok: true }> =>
      like
        ? api(likeMember, { body: { profile_id: member.id } })
        : api(unlikeMember, { body: { profile_id: member.id } }),
    onMutate: async ({ member, like }) => {
      await client.cancelQueries({ queryKey: likesKeys.all() });
      const before = client.getQueryData<LikesResponse>(likesKeys.all());
      if (before) client.setQueryData(likesKeys.all(), withLike(before, member, like));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) client.setQueryData(likesKeys.all(), context.before);
    },
    onSuccess: (answer, { member, like }) => {
      if (like && 'match' in answer && answer.match) openMatch(member);
    },
    onSettled: () => client.invalidateQueries({ queryKey: likesKeys.all() }),
  });
}

/**
 * Opening a liker's profile clears its like_new on the server (SPEC §4): once the profile has loaded, the like is
 * shown as seen and the likes are read again.
 */
export function useLikeSeen(id: string | undefined) {
  const client = useQueryClient();
  const { data } = useLikes();
  const unseen = id !== undefined && newLikerIds(data).has(id);
  useEffect(() => {
    if (!unseen) return;
    client.setQueryData<LikesResponse>(
      likesKeys.all(),
      (current) =>
        current && {
          ...current,
          liked_by: current.liked_by.map((like) => (like.id === id ? { ...like, like_new: false } : like)),
        },
    );
    void client.invalidateQueries({ queryKey: likesKeys.all() });
  }, [unseen, id, client]);
}

/** Reads the likes again (polling, a pushed message, a realtime like event). */
export const reloadLikes = (client: QueryClient) => client.invalidateQueries({ queryKey: likesKeys.all() });
