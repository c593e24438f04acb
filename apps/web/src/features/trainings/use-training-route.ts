/** Where a training page is: its kind and family from the one route table, and the ids from the query. */
import {
  entryRouteOf,
  familyRouteOf,
  speakingRouteOf,
  type TPageFamily,
  type TTrainingKind,
  trainingRouteOf,
} from '@lingua/contracts';
import { useLocation, useSearchParams } from 'react-router';

export function useTrainingRoute() {
  const location = useLocation();
  const [params] = useSearchParams();
  const route = trainingRouteOf(location.pathname);
  const num = (name: string) => {
    const v = Number(params.get(name));
    return Number.isInteger(v) && v > 0 ? v : null;
  };
  return {
    kind: route?.kind ?? speakingRouteOf(location.pathname)?.kind ?? null,
    family: route?.family ?? null,
    classId: num('classId'),
    trainingId: num('trainingId'),
    attemptId: num('attemptId'),
  };
}

export function trainingHref(
  kind: TTrainingKind,
  family: TPageFamily,
  ids: { classId: number; trainingId: number; attemptId?: number },
): string {
  const q = new URLSearchParams({ classId: String(ids.classId), trainingId: String(ids.trainingId) });
  if (ids.attemptId) q.set('attemptId', String(ids.attemptId));
  // Opening a training to answer it: a comprehensive case opens on its main page (its links).
  return `${family === 'answer' ? entryRouteOf(kind) : familyRouteOf(kind, family)}?${q.toString()}`;
}
