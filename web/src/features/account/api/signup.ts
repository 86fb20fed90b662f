import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/contracts/endpoint.ts';
import { signUp } from '../../../../../shared/contracts/endpoints/accounts.ts';
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

export function useSignup() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (body: BodyOf<typeof signUp>) => api(signUp, { body }),
    onSuccess: setUser,
  });
}
