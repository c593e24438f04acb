import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-config';

// Issue 16's interaction, comprehensive-case and case-analysis routes of routes.json outside the
// practicals area's training families, in every area (the resource
// pool's case answer pages and /task-type/WskillsComprehensiveCaseAnswer are the pool's and the
// workplace-skills area's own work, not opened here).
const ISSUE_16 = [
  '/student/practicals/multipleMain',
  '/student/practicals/multipleLinkList',
  '/student/practicals/multipleTaskList',
  '/student/practicals/multipleAnswer',
  '/student/practicals/multipleTaskFinished',
  '/student/practicals/multipleCaseHistory',
  '/student/practicals/multipleCaseFinished',
  '/student/practicals/interactionDetails',
  '/student/practicals/interactionHome',
  '/student/practicals/interactionOver',
  '/student/practicals/interactionScore',
  '/student/practicals/interactionScoring',
  '/student/practicals/interactionSeescore',
  '/student/practicals/interactionStart',
  '/student/practicals/interactionAnswer',
  '/student/practicals/interactionHistory',
  '/student/practicals/interactionReport',
  '/student/center/comprehensiveAnswer',
  '/student/center/comprehensiveReport',
  '/student/center/comprehensiveHistory',
  '/sjjx/courses/interactive_training',
  '/sjjx/courses/comprehensive_case',
  '/sjjx/courses/case_analysis',
  '/sjjx/case_analysis_answer',
  '/sjjx/case_analysis_report',
  '/sjjx/tea/case_analysis_report',
  '/sjjx/interactive_training_answer',
  '/sjjx/interactive_training_report',
  '/sjjx/comprehensive_case_answer',
  '/sjjx/comprehensive_case_report',
  '/user/xy_assistant/comprehensiveAnswer',
  '/user/xy_assistant/comprehensiveReport',
  '/user/xy_assistant/comprehensiveHistory',
  '/teacher/practicals/multipleCase',
  '/teacher/practicals/interactionCase',
  '/teacher/practicals/multipleProcess',
  '/teacher/practicals/mutipleCaseList',
  '/teacher/practicals/interactionDoing',
  '/teacher/practicals/interactionGroup',
  '/teacher/practicals/interactionAnswer',
  '/teacher/practicals/interactionComment',
  '/teacher/practicals/interactionHistory',
  '/teacher/practicals/interactionRank',
  '/teacher/practicals/newInteractionAnswer',
  '/teacher/practicals/newInteractionReport',
  '/sjjx/tea/pra_teaching/multipleCase',
  '/sjjx/tea/pra_teaching/interactionCase',
  '/sjjx/tea/interactive_training_group',
  '/sjjx/tea/interactive_training_group_view',
  '/sjjx/tea/interactive_training_preview',
  '/sjjx/tea/interactive_training_link_score',
  '/sjjx/tea/interactive_training_person_score',
  '/sjjx/tea/interactive_training_score_rank',
  '/sjjx/tea/interactive_training_report',
  '/sjjx/tea/interactive_training_person_score_history',
  '/sjjx/tea/interactive_training_score_history',
  '/sjjx/tea/interactive_training_answer',
  '/sjjx/knowledge_graph/index/know_gra_multiple_case',
  '/sjjx/knowledge_graph/index/know_gra_interaction_case',
  '/sjjx/building_courses_preview/index/bu_cou_pre_practical',
  '/sjjx/building_courses_preview/index/bu_cou_pre_analysis_case',
  '/sjjx/building_courses_preview/index/bu_cou_pre_multiple_case',
  '/sjjx/building_courses_preview/index/bu_cou_pre_interaction_case',
  '/wskills-tea/mutiple-case-list',
  '/wskills-tea/mutiple-case-detail',
];

/** The entry the router renders for a path (react-router's own ranking). */
function entryOf(path: string) {
  const matches = matchRoutes(
    ROUTES.map((r, i) => ({ path: r.path, id: String(i) })),
    path,
  );
  const id = matches?.at(-1)?.route.id;
  return id === undefined ? undefined : ROUTES[Number(id)];
}

describe('issue 16 in the route table', () => {
  it('opens every one of them on a page (none is "not open yet")', () => {
    const closed = ISSUE_16.filter((path) => {
      const entry = entryOf(path);
      return !entry || (!entry.page && !entry.redirect);
    });
    expect(closed).toEqual([]);
  });

  it('serves a view shown under two addresses with one page', () => {
    const same = (a: string, b: string) => expect(entryOf(a)?.page).toBe(entryOf(b)?.page);
    same('/sjjx/tea/interactive_training_score_rank', '/teacher/practicals/interactionRank');
    same('/sjjx/tea/interactive_training_answer', '/teacher/practicals/newInteractionAnswer');
    same('/sjjx/interactive_training_report', '/student/practicals/interactionReport');
    same('/sjjx/building_courses_preview/index/bu_cou_pre_interaction_case', '/sjjx/tea/interactive_training_preview');
    same('/wskills-tea/mutiple-case-list', '/teacher/practicals/mutipleCaseList');
  });
});
