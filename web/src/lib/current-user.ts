import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '../../../shared/contracts/auth.ts';
import { getUser } from '../../../shared/contracts/endpoints/auth.ts';
import { ApiError, api } from './api-client.ts';
import { appKeys } from './query-keys.ts';

/** The member, or null for a visitor (403 authentication required). */
export async function fetchUser(): Promise<User | null> {
  try {
    return await api(getUser);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export const userQuery = { queryKey: appKeys.currentUser(), queryFn: fetchUser, staleTime: 60_000 };

export function useUser() {
  return useQuery(userQuery);
}

/** Puts a fresh user answer (from login, signup or a language change) into the cache. */
export function useSetUser() {
  const client = useQueryClient();
  return useCallback((user: User | null) => client.setQueryData(userQuery.queryKey, user), [client]);
}
