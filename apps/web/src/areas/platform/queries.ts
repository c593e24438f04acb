/** The platform list, shared by /platform_list and the home dashboard. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import { queryKeys } from '../../api/query-keys';

export function usePlatformList() {
  return useQuery({ queryKey: queryKeys.platformList, queryFn: api.platformList, staleTime: 5 * 60_000 });
}
