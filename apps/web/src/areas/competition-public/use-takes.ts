/**
 * The recording tools' takes: kept in this page only (object URLs, never uploaded), each with a
 * name and length. Leaving the page while takes exist asks first, as they would be lost.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Take {
  id: number;
  name: string;
  url: string;
  type: string;
  seconds: number;
  extension: string;
}

export function useTakes() {
  const [takes, setTakes] = useState<Take[]>([]);
  const next = useRef(1);
  const urls = useRef(new Set<string>());

  const add = useCallback((file: File, seconds: number, name: (n: number) => string) => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    const n = next.current++;
    const extension = file.name.split('.').pop() ?? 'webm';
    setTakes((list) => [{ id: n, name: name(n), url, type: file.type, seconds, extension }, ...list]);
  }, []);

  const remove = useCallback((id: number) => {
    setTakes((list) => {
      const gone = list.find((t) => t.id === id);
      if (gone) {
        URL.revokeObjectURL(gone.url);
        urls.current.delete(gone.url);
      }
      return list.filter((t) => t.id !== id);
    });
  }, []);

  const rename = useCallback((id: number, name: string) => {
    setTakes((list) => list.map((t) => (t.id === id ? { ...t, name } : t)));
  }, []);

  const clear = useCallback(() => {
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current.clear();
    setTakes([]);
  }, []);

  // Unmounting frees the recordings' memory.
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const hasTakes = takes.length > 0;
  useEffect(() => {
    if (!hasTakes) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasTakes]);

  return { takes, add, remove, rename, clear };
}
