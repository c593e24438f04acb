/**
 * The page counter's number: which page image fills most of the view. Each page's element
 * registers itself (`observe(index)` as a ref callback); an IntersectionObserver keeps each
 * page's visible share, and the largest wins (the first page before anything scrolled).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useVisiblePage(): { current: number; observe: (index: number) => (element: Element | null) => void } {
  const [current, setCurrent] = useState(1);
  const shares = useRef(new Map<number, number>());
  const observer = useRef<IntersectionObserver | null>(null);

  if (observer.current === null && typeof IntersectionObserver !== 'undefined') {
    observer.current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.page);
          shares.current.set(index, entry.isIntersecting ? entry.intersectionRatio : 0);
        }
        let best = 0;
        let bestShare = 0;
        for (const [index, share] of shares.current) {
          if (share > bestShare || (share === bestShare && share > 0 && index < best)) {
            best = index;
            bestShare = share;
          }
        }
        if (bestShare > 0) setCurrent(best);
      },
      { threshold: [0, 0.1, 0.25, 0.5, 0.75, 1] },
    );
  }

  useEffect(() => () => observer.current?.disconnect(), []);

  const observe = useCallback(
    (index: number) => (element: Element | null) => {
      if (!element || !observer.current) return;
      (element as HTMLElement).dataset.page = String(index);
      // Observing an element twice is harmless: the observer keeps one entry per target.
      observer.current.observe(element);
    },
    [],
  );

  return { current, observe };
}
