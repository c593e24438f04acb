/** A pool list's state, read from and written to the address (pool-query.ts). */
import { useSearchParams } from 'react-router';
import { type KeywordParam, type PoolQuery, readPoolQuery, withFilter, writePoolQuery } from './pool-query';

export function usePoolQuery(keywordParam: KeywordParam) {
  const [params, setParams] = useSearchParams();
  const query = readPoolQuery(params, keywordParam);
  const replace = (next: PoolQuery) => setParams(writePoolQuery(next, keywordParam));
  return {
    query,
    setFilter: (patch: Partial<Omit<PoolQuery, 'page'>>) => replace(withFilter(query, patch)),
    setPage: (page: number) => replace({ ...query, page }),
    reset: () => replace({ keyword: '', page: 1 }),
  };
}
