/** The platform list, shared by /platform_list and the home dashboard. */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { schoolApi } from '../../api/schools';

export function usePlatformList() {
  return useQuery({ queryKey: queryKeys.platformList, queryFn: schoolApi.platformList, staleTime: 5 * 60_000 });
}
