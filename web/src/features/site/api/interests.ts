import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listInterests } from '../../../../../shared/contracts/endpoints/sites.ts';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from './keys.ts';

export function useInterests() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: siteKeys.interests(i18n.language),
    queryFn: () => api(listInterests),
    staleTime: Infinity,
  });
}
