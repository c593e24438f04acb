/**
 * The pool's cache rule (part 2 §2.7): entering the pool marks its list pages (home, the kinds'
 * lists, personal centre, search) as cached, so coming back from a preview finds a list where it
 * was left: the same filters and page (kept in the address) and the same scroll. Leaving the pool
 * clears it. The place is kept here, per list path, for the life of the pool shell; a page in the
 * pool's navigation opens at its cached place, a link from outside opens it fresh.
 */

export interface ListPlace {
  /** The list's query string, with its leading "?" (or empty). */
  search: string;
  scrollY: number;
}

const places = new Map<string, ListPlace>();
let lastList: string | null = null;

/** The list pages the rule caches: home, every kind's list, personal centre and search. */
export function isCachedListPath(pathname: string): boolean {
  return /^\/resource_pool\/(home|[a-z_]+_resources?|personal_center|search)$/.test(pathname);
}

/** Records where a list is: called as the list's address or scroll changes. */
export function rememberPlace(pathname: string, place: Partial<ListPlace>): void {
  if (!isCachedListPath(pathname)) return;
  const previous = places.get(pathname) ?? { search: '', scrollY: 0 };
  places.set(pathname, { ...previous, ...place });
  lastList = pathname;
}

export function placeOf(pathname: string): ListPlace | undefined {
  return places.get(pathname);
}

/** The address of a list at its cached place (a menu entry's target). */
export function cachedHref(pathname: string): string {
  return `${pathname}${places.get(pathname)?.search ?? ''}`;
}

/** Where a preview's "back" goes: the list last seen at its place, or the given list. */
export function backHref(fallback: string): string {
  return lastList ? cachedHref(lastList) : fallback;
}

/** Leaving the pool: every list opens fresh next time. */
export function clearPoolCache(): void {
  places.clear();
  lastList = null;
}
