/**
 * Build-time only. The first page draws about twenty icons from @ant-design/icons-svg (the sign-in
 * pages and the plain controls they use). The app behind sign-in uses the same icons, so the
 * bundler would give each its own small file: twenty requests and twenty files' overhead on a
 * phone's first page. This names them, read from the sources that import them, for one chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folders of the first page's own code (first-page-imports.test.ts walks the same pages). */
const FIRST_PAGE_DIRS = ['src/areas/login', 'src/features/plain-ui'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/** A module test matching the icon definitions the first page's sources import. */
export function firstPageIcons(root: string): RegExp {
  const names = new Set<string>();
  for (const dir of FIRST_PAGE_DIRS)
    for (const file of sources(path.join(root, dir)))
      for (const m of readFileSync(file, 'utf8').matchAll(/@ant-design\/icons-svg\/es\/asn\/(\w+)/g))
        if (m[1]) names.add(m[1]);
  return new RegExp(`[\\\\/]@ant-design[\\\\/]icons-svg[\\\\/]es[\\\\/]asn[\\\\/](${[...names].join('|')})\\.js$`);
}
