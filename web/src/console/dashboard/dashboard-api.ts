import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listDeadJobs,
  readDashboard,
  readJobQueue,
  retryJob,
} from '../../../../shared/contracts/endpoints/console-dashboard.ts';
import type { QueryOf } from '../../../../shared/contracts/endpoint.ts';
import { api } from '../../lib/api-client.ts';

export type DashboardFilter = QueryOf<typeof readDashboard>;

const jobsKey = ['console', 'jobs'] as const;

/** The figures of the range and site asked for; the last ones stay shown while the next load. */
export const useDashboard = (filter: DashboardFilter) =>
  useQuery({
    queryKey: ['console', 'dashboard', filter],
    queryFn: () => api(readDashboard, { query: filter }),
    placeholderData: keepPreviousData,
  });

export const useJobQueue = () => useQuery({ queryKey: [...jobsKey, 'queue'], queryFn: () => api(readJobQueue) });

export const useDeadJobs = (page: number) =>
  useQuery({
    queryKey: [...jobsKey, 'dead', page],
    queryFn: () => api(listDeadJobs, { query: { page } }),
    placeholderData: keepPreviousData,
  });

/** Retries a dead job, then reads the queue and the dead jobs again. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(retryJob, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: jobsKey }),
  });
}
