/**
 * A pool list's state, read from and written to the address (pool-query.ts). Every change is made
 * on the address as it is when the click lands (window.location), not as this render saw it: the
 * router renders a navigation in a transition, so a click can land on the render before the last
 * change (a filter, then at once page 2) and would otherwise drop that change.
 */
import { useSearchParams } from 'react-router';
import { type KeywordParam, type PoolQuery, readPoolQuery, withFilter, writePoolQuery } from './pool-query';

export function usePoolQuery(keywordParam: KeywordParam) {
  const [params, setParams] = useSearchParams();
  const change = (next: (current: PoolQuery) => PoolQuery) =>
    setParams(
      writePoolQuery(next(readPoolQuery(new URLSearchParams(window.location.search), keywordParam)), keywordParam),
    );
  return {
    query: readPoolQuery(params, keywordParam),
    setFilter: (patch: Partial<Omit<PoolQuery, 'page'>>) => change((q) => withFilter(q, patch)),
    setPage: (page: number) => change((q) => ({ ...q, page })),
    reset: () => change(() => ({ keyword: '', page: 1 })),
  };
}
