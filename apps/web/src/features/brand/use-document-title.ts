/** Keeps the browser tab title on the page's name, in the current language. */
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Lingua` : 'Lingua';
  }, [title]);
}
