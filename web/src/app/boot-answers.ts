import { QueryClient } from '@tanstack/react-query';
import type { BootData } from '../../../shared/boot-data.ts';
import { siteKeys } from '../features/site/api/keys.ts';
import { userQuery } from '../lib/current-user.ts';
import { settingsQuery } from '../lib/site-settings.ts';

/** The app's query cache. The client retries by itself (HTTP_RETRIES); TanStack Query must not multiply that. */
export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** The answers the boot data carries, put into the query cache: the first screen asks for none of them. */
export function seedBootAnswers(queryClient: QueryClient, boot: Partial<BootData> & Pick<BootData, 'settings'>): void {
  queryClient.setQueryData(settingsQuery.queryKey, boot.settings);
  if (boot.company) queryClient.setQueryData(siteKeys.companyInfo(), boot.company);
  if (boot.user === null) queryClient.setQueryData(userQuery.queryKey, null);
}
