/** The pool's addresses: the search results for a keyword. */

export const POOL_HOME = '/resource_pool/home';

/** The search results page for a keyword (part 2 §2.7: resourceName in the query). */
export function searchHref(keyword: string): string {
  const q = keyword.trim();
  return q ? `/resource_pool/search?${new URLSearchParams({ resourceName: q }).toString()}` : '/resource_pool/search';
}
