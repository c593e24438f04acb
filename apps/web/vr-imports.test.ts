/**
 * The VR viewer stays out of the course page (issue 18's VR kind): a student's course and the
 * step's material dialog reach the 360° tour only through a lazy import, taken when a VR scene is
 * opened, and Photo Sphere Viewer (three.js) only through the viewer's own dynamic import. A
 * static import of either puts about 170 KB of brotli into every student's course page.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportGraph } from './static-imports.ts';

const WEB_ROOT = path.dirname(new URL(import.meta.url).pathname);
const REPO = path.resolve(WEB_ROOT, '../..');
const WEB = path.join(WEB_ROOT, 'src');

const TOUR = 'apps/web/src/features/vr-viewer/scene-tour.tsx';
const VIEW = 'apps/web/src/features/vr-viewer/panorama-view.tsx';

describe("the student's course page", () => {
  it.each(['areas/courses/course-page.tsx', 'areas/courses/material-dialog.tsx'])(
    '%s reaches the VR tour only lazily',
    (entry) => {
      const graph = staticImportGraph(path.join(WEB, entry), REPO);
      expect(graph.files.filter((file) => file === TOUR || file === VIEW)).toEqual([]);
      expect([...graph.packages.keys()].filter((name) => /^(@photo-sphere-viewer\/|three$)/.test(name))).toEqual([]);
    },
  );

  it('the walker sees what it must: the tour does import the view, the view not the viewer library', () => {
    const tour = staticImportGraph(path.join(WEB, 'features/vr-viewer/scene-tour.tsx'), REPO);
    expect(tour.files).toContain(VIEW);
    expect(tour.packages.has('@photo-sphere-viewer/core')).toBe(false);
  });
});
