/**
 * The student's interaction pages by address: the practicals area's (part 1 §2 interactionHome,
 * Start, Answer, Scoring, Over, Report, History) and the practice-teaching area's (/sjjx/courses/
 * interactive_training, /sjjx/interactive_training_answer and _report) open the same views; a page
 * keeps the area it was opened in.
 */
import type { TInteractionPhase } from '@lingua/contracts';

const PRACTICALS = '/student/practicals/';
const SJJX = '/sjjx/';

const PRACTICALS_PAGE: Record<TInteractionPhase | 'home' | 'history', string> = {
  home: 'interactionHome',
  history: 'interactionHistory',
  forming: 'interactionStart',
  answering: 'interactionAnswer',
  reviewing: 'interactionScoring',
  closed: 'interactionOver',
  published: 'interactionReport',
};

/** The practice-teaching area has a list, an answer page and a report page. */
const SJJX_PAGE: Record<TInteractionPhase | 'home' | 'history', string> = {
  home: 'courses/interactive_training',
  history: 'courses/interactive_training?tab=history',
  forming: 'interactive_training_answer',
  answering: 'interactive_training_answer',
  reviewing: 'interactive_training_answer',
  closed: 'interactive_training_answer',
  published: 'interactive_training_report',
};

/** The practice-teaching area's pages (the route table registers them). */
export const STUDENT_SJJX_PATHS = [
  '/sjjx/courses/interactive_training',
  '/sjjx/interactive_training_answer',
  '/sjjx/interactive_training_report',
];

export function studentInteractionHref(
  pathname: string,
  view: TInteractionPhase | 'home' | 'history',
  activityId?: number,
): string {
  const sjjx = pathname.startsWith(SJJX);
  const page = sjjx ? `${SJJX}${SJJX_PAGE[view]}` : `${PRACTICALS}${PRACTICALS_PAGE[view]}`;
  return activityId ? `${page}${page.includes('?') ? '&' : '?'}activityId=${activityId}` : page;
}

export function isStudentHistory(pathname: string, search: URLSearchParams): boolean {
  return pathname.endsWith('/interactionHistory') || search.get('tab') === 'history';
}
