/**
 * The teacher's interaction pages by address: the practicals area's pages (part 2 §2.1
 * interactionCase, interactionGroup, …) and the practice-teaching area's (part 2 §2.6
 * /sjjx/tea/interactive_training_*) open the same views. A page keeps the area it was opened in.
 */

export type ActivityTab = 'group' | 'doing' | 'linkScore' | 'personScore' | 'rank' | 'report';
export type ListTab = 'list' | 'history' | 'personHistory';

const PRACTICALS = '/teacher/practicals/';
const SJJX = '/sjjx/tea/';

/** The last segment of each page, and the view it opens. */
const ACTIVITY_TABS: Record<string, ActivityTab> = {
  interactionGroup: 'group',
  interactionDoing: 'doing',
  interactionAnswer: 'doing',
  newInteractionAnswer: 'doing',
  interactionComment: 'personScore',
  interactionRank: 'rank',
  newInteractionReport: 'report',
  interactive_training_group: 'group',
  interactive_training_group_view: 'group',
  interactive_training_answer: 'doing',
  interactive_training_link_score: 'linkScore',
  interactive_training_person_score: 'personScore',
  interactive_training_score_rank: 'rank',
  interactive_training_report: 'report',
};

const LIST_TABS: Record<string, ListTab> = {
  interactionCase: 'list',
  interactionHistory: 'history',
  interactive_training_score_history: 'history',
  interactive_training_person_score_history: 'personHistory',
};

const PRACTICALS_PAGE: Record<ActivityTab | ListTab, string> = {
  group: 'interactionGroup',
  doing: 'interactionDoing',
  linkScore: 'interactionComment',
  personScore: 'interactionComment',
  rank: 'interactionRank',
  report: 'newInteractionReport',
  list: 'interactionCase',
  history: 'interactionHistory',
  personHistory: 'interactionHistory',
};

const SJJX_PAGE: Record<ActivityTab | ListTab, string> = {
  group: 'interactive_training_group',
  doing: 'interactive_training_answer',
  linkScore: 'interactive_training_link_score',
  personScore: 'interactive_training_person_score',
  rank: 'interactive_training_score_rank',
  report: 'interactive_training_report',
  list: 'pra_teaching/interactionCase',
  history: 'interactive_training_score_history',
  personHistory: 'interactive_training_person_score_history',
};

/** Every page of both areas (the route table registers them). */
export const TEACHER_INTERACTION_PATHS = [
  ...[...Object.keys(ACTIVITY_TABS), ...Object.keys(LIST_TABS)].map((name) =>
    name.startsWith('interactive_training') ? `${SJJX}${name}` : `${PRACTICALS}${name}`,
  ),
  `${SJJX}pra_teaching/interactionCase`,
];

const lastSegment = (pathname: string) => pathname.split('/').pop() ?? '';
const isActivityTab = (v: string | null): v is ActivityTab => Object.values(ACTIVITY_TABS).includes(v as ActivityTab);
const isListTab = (v: string | null): v is ListTab => Object.values(LIST_TABS).includes(v as ListTab);

/**
 * The view an address opens: its page's, or `?tab=` where one page of the practicals area serves
 * two views (interactionComment: link and person scores; interactionHistory: team and person histories).
 */
export function activityTabOf(pathname: string, search: URLSearchParams): ActivityTab | null {
  const tab = search.get('tab');
  return isActivityTab(tab) ? tab : (ACTIVITY_TABS[lastSegment(pathname)] ?? null);
}

export function listTabOf(pathname: string, search: URLSearchParams): ListTab {
  const tab = search.get('tab');
  return isListTab(tab) ? tab : (LIST_TABS[lastSegment(pathname)] ?? 'list');
}

/** The group view of part 2 §2.6 shows the teams without the forming tools. */
export function isGroupView(pathname: string): boolean {
  return lastSegment(pathname) === 'interactive_training_group_view';
}

/** The address of a view in the area the page was opened in (with the activity, if any). */
export function teacherInteractionHref(pathname: string, view: ActivityTab | ListTab, activityId?: number): string {
  const sjjx = pathname.startsWith(SJJX);
  const page = sjjx ? SJJX_PAGE[view] : PRACTICALS_PAGE[view];
  const query = new URLSearchParams();
  if (activityId) query.set('activityId', String(activityId));
  const own = ACTIVITY_TABS[lastSegment(page)] ?? LIST_TABS[lastSegment(page)];
  if (own !== view) query.set('tab', view);
  const qs = query.toString();
  return `${sjjx ? SJJX : PRACTICALS}${page}${qs ? `?${qs}` : ''}`;
}

/** The scenario preview (part 2 §2.6 interactive_training_preview). */
export function scenarioPreviewHref(trainingId: number): string {
  return `${SJJX}interactive_training_preview?trainingId=${trainingId}`;
}
