import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings } from '../../../../../shared/contracts/accounts.ts';
import type { BodyOf } from '../../../../../shared/contracts/endpoint.ts';
import {
  confirmEmailChange,
  deleteAccount,
  getAccountSettings,
  requestEmailChange,
  updateAccountSettings,
} from '../../../../../shared/contracts/endpoints/account-settings.ts';
import { changePassword } from '../../../../../shared/contracts/endpoints/passwords.ts';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

export function useAccountSettings() {
  return useQuery({
    queryKey: accountKeys.settings(),
    queryFn: () => api(getAccountSettings),
  });
}

export type SettingsChange = Partial<
  Pick<
    AccountSettings,
    | 'email_notifications'
    | 'push_notifications'
    | 'geolocation_enabled'
    | 'invisible'
    | 'show_activity'
    | 'read_receipts'
    | 'in_showcase'
  > & {
    mail_enabled: boolean;
  }
>;

/** What a change looks like before the server confirms it, so that a switch moves at once. */
function applyChange(settings: AccountSettings, { mail_enabled, ...rest }: SettingsChange): AccountSettings {
  const disabled = mail_enabled === undefined ? settings.notifications_disabled : mail_enabled ? [] : ['user'];
  return { ...settings, ...rest, notifications_disabled: disabled };
}

/** PUT of a settings change, shown at once and rolled back on failure; `onSaved` once the server has it. */
export function useUpdateSettings(onSaved?: () => void) {
  const client = useQueryClient();
  const key = accountKeys.settings();
  return useMutation({
    mutationFn: (change: SettingsChange) => api(updateAccountSettings, { body: change }),
    onMutate: async (change) => {
      // A settings fetch still in flight would answer with the state before this change and flip the switch back.
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<AccountSettings>(key);
      if (before) client.setQueryData(key, applyChange(before, change));
      return { before };
    },
    onError: (_error, _change, context) => client.setQueryData(key, context?.before),
    onSuccess: (settings) => {
      client.setQueryData(key, settings);
      onSaved?.();
    },
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof requestEmailChange>) => api(requestEmailChange, { body }),
  });
}

export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) => api(confirmEmailChange, { body: { token } }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof changePassword>) => api(changePassword, { body }),
  });
}

/** The account-deleted page, where the caller goes next, logs the member out here too. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => api(deleteAccount, { body: { password } }),
  });
}
