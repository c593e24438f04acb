/** The JavaScript the first page loads (entry script and its module preloads), in KB gzip. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function firstPageJavaScript(distDir: string): { files: number; rawKb: number; gzipKb: number } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  let raw = 0;
  let gzip = 0;
  for (const source of new Set(sources)) {
    const bytes = readFileSync(path.join(distDir, source));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: new Set(sources).size, rawKb: Math.round(raw / 102.4) / 10, gzipKb: Math.round(gzip / 102.4) / 10 };
}
