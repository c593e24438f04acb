/** The pages of a comprehensive case (kind multiple): its main page with the links, a link's tasks, a link finished, and its answer page. */
import { CaseRoutes, type TCasePage, trainingRouteOf } from '@lingua/contracts';

const pathOf = (page: TCasePage | 'answer') =>
  page === 'answer'
    ? (trainingRouteOf('/student/practicals/multipleAnswer')?.path ?? '/student/practicals/multipleAnswer')
    : (CaseRoutes.find((r) => r.page === page)?.path ?? '/student/practicals/multipleMain');

export function caseHref(
  page: TCasePage | 'answer',
  ids: { classId: number | null; trainingId: number | null; link?: number },
): string {
  const q = new URLSearchParams({ classId: String(ids.classId ?? ''), trainingId: String(ids.trainingId ?? '') });
  if (ids.link !== undefined) q.set('link', String(ids.link));
  return `${pathOf(page)}?${q.toString()}`;
}
