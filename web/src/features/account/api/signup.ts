import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/contracts/endpoint.ts';
import { signUp } from '../../../../../shared/contracts/endpoints/accounts.ts';
import { LANDING_MEMBER_PARAM } from '../../../../../shared/page-routes.ts';
import { api } from '../../../lib/api-client.ts';
import { useSetUser } from '../../../lib/current-user.ts';

/** Tracking values of the visit (SPEC §3), taken from the landing URL. */
const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

export function trackingFromUrl(search: string): Partial<Record<(typeof TRACKING_KEYS)[number], string>> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(TRACKING_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
}

/** The invitation code of an invitation link (`/signup?invite=`), if any. */
export const inviteFromUrl = (search: string) => new URLSearchParams(search).get('invite') ?? undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The member of the profile landing a signup opened on (`?landing_member=`), if it is a member id at all. */
export function landingMemberFromUrl(search: string): string | undefined {
  const id = new URLSearchParams(search).get(LANDING_MEMBER_PARAM);
  return id && UUID.test(id) ? id : undefined;
}

export function useSignup() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (body: BodyOf<typeof signUp>) => api(signUp, { body }),
    onSuccess: setUser,
  });
}
