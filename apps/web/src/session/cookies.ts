/** Minimal cookie access: path=/ and SameSite=Lax for every value the session keeps. */
const WEEK_SECONDS = 7 * 24 * 3600;

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

/** Sessions on the server last 7 days from the last use, so the cookie never outlives that by much. */
export function writeCookie(name: string, value: string, maxAgeSeconds = WEEK_SECONDS): void {
  // biome-ignore lint/suspicious/noDocumentCookie: headers are built synchronously per call; the async Cookie Store API cannot serve that.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above, a synchronous write.
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
}
