import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InterestsResponse } from '../../../../../shared/contracts/sites.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { siteKeys } from './keys.ts';

export function useInterests() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: siteKeys.interests(i18n.language),
    queryFn: () => apiRequest<InterestsResponse>('/api/interests.php'),
    staleTime: Infinity,
  });
}
