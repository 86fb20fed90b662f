import { useQuery } from '@tanstack/react-query';
import { getCompanyInfo } from '../../../../../shared/contracts/endpoints/sites.ts';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from './keys.ts';

export function useCompanyInfo() {
  return useQuery({
    queryKey: siteKeys.companyInfo(),
    queryFn: () => api(getCompanyInfo),
    staleTime: Infinity,
  });
}
