import { useQuery } from '@tanstack/react-query';
import type { CompanyInfo } from '../../../../../shared/contracts/sites.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { siteKeys } from './keys.ts';

export function useCompanyInfo() {
  return useQuery({
    queryKey: siteKeys.companyInfo(),
    queryFn: () => apiRequest<CompanyInfo>('/api/companyinfo.php'),
    staleTime: Infinity,
  });
}
