/**
 * What the signed-in homes carry (docs/operations.md, "JavaScript per page"): the shells, the antd
 * frame and the two homes reach their dialogs (course details with its carousel, joining a class
 * with its form, the school introduction with the rich-text sanitiser, the network map with the
 * graph viewer, the first password change) only through a lazy import, loaded when opened. A
 * static import of one of them puts it back into every page, long before the bench would say so.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportGraph } from './static-imports.ts';

const WEB_ROOT = path.dirname(new URL(import.meta.url).pathname);
const REPO = path.resolve(WEB_ROOT, '../..');
const WEB = path.join(WEB_ROOT, 'src');

const ENTRIES = [
  'app/antd-frame.tsx',
  'app/shells/app-shell.tsx',
  'areas/home/teaching-dashboard-page.tsx',
  'areas/courses/my-course-page.tsx',
];

/** Loaded on use only. */
const ON_USE = [
  'apps/web/src/features/course/course-details-dialog.tsx',
  'apps/web/src/areas/courses/join-class-dialog.tsx',
  'apps/web/src/app/shells/school-intro-dialog.tsx',
  'apps/web/src/app/shells/network-map-dialog.tsx',
  'apps/web/src/features/knowledge-graph/graph-viewer.tsx',
  'apps/web/src/features/rich-text/rich-text-view.tsx',
  'apps/web/src/areas/users/first-password-page.tsx',
  'apps/web/src/areas/home/student-dashboard/no-class-card.tsx',
];

describe('the signed-in homes', () => {
  it.each(ENTRIES)('%s reaches its dialogs only lazily', (entry) => {
    const graph = staticImportGraph(path.join(WEB, entry), REPO);
    expect(graph.files.filter((file) => ON_USE.includes(file))).toEqual([]);
    expect(graph.packages.has('dompurify')).toBe(false);
  });

  it('the walker sees what it must: the network map dialog does import the graph viewer', () => {
    const graph = staticImportGraph(path.join(WEB, 'app/shells/network-map-dialog.tsx'), REPO);
    expect(graph.files).toContain('apps/web/src/features/knowledge-graph/graph-viewer.tsx');
  });
});
