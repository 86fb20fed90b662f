import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMe } from '../../../../shared/contracts/endpoints/console-staff.ts';
import type { StaffMeResponse } from '../../../../shared/contracts/staff.ts';
import type { StaffPermission } from '../../../../shared/staff-roles.ts';
import { ApiError, api } from '../../lib/api-client.ts';

export const staffKey = ['console', 'me'] as const;

/** Who is logged in to the console: null when nobody is (or only the password was given). */
async function fetchStaff(): Promise<StaffMeResponse | null> {
  try {
    return await api(staffMe);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: fetchStaff, staleTime: 60_000 });
}

/** Whether the logged-in staff member may do `permission`. */
export function useMay(): (permission: StaffPermission) => boolean {
  const staff = useStaff().data;
  return (permission) => staff?.permissions.includes(permission) ?? false;
}

/** Sets who is logged in (after the second factor) or that nobody is (logout, a session that ended). */
export function useSetStaff() {
  const client = useQueryClient();
  return (staff: StaffMeResponse | null) => client.setQueryData(staffKey, staff);
}
