/** Home data: the school's news and the course catalogue. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { homeApi } from '../../api/home';
import { queryKeys } from '../../api/query-keys';

export function useNews(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...queryKeys.news, pageNum, pageSize],
    queryFn: () => homeApi.newsQuery({ pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useLessons() {
  return useQuery({ queryKey: queryKeys.lessons, queryFn: homeApi.lessonPreviewList, staleTime: 5 * 60_000 });
}
