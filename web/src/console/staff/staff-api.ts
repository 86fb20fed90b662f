import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createStaff,
  disableStaff,
  endStaffSessions,
  listStaff,
} from '../../../../shared/contracts/endpoints/console-staff.ts';
import type { BodyOf } from '../../../../shared/contracts/endpoint.ts';
import { api } from '../../lib/api-client.ts';

const staffListKey = ['console', 'staff'] as const;

export const useStaffList = () => useQuery({ queryKey: staffListKey, queryFn: () => api(listStaff) });

/** A staff mutation that reads the list again when it is done. */
function useStaffChange<T, R>(send: (body: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: staffListKey }) });
}

export const useCreateStaff = () => useStaffChange((body: BodyOf<typeof createStaff>) => api(createStaff, { body }));
export const useEndSessions = () => useStaffChange((id: string) => api(endStaffSessions, { body: { id } }));
export const useDisableStaff = () => useStaffChange((body: BodyOf<typeof disableStaff>) => api(disableStaff, { body }));
