/**
 * Keeps a pool list's place for the cache rule (pool-cache.ts): its address as it changes and its
 * scroll as the user scrolls; once the list has its rows again, it scrolls back to where it was.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { placeOf, rememberPlace } from './pool-cache';

export function useListPlace(ready: boolean): void {
  const { pathname, search } = useLocation();
  const restored = useRef(false);
  // Read before this render records the new address: the place this list was left at.
  const left = useRef(placeOf(pathname));

  useEffect(() => {
    rememberPlace(pathname, { search });
  }, [pathname, search]);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const place = left.current;
    if (place && place.search === search && place.scrollY > 0) window.scrollTo({ top: place.scrollY });
  }, [ready, search]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => rememberPlace(pathname, { scrollY: window.scrollY }));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [pathname]);
}
