import { describe, expect, it } from 'vitest';
import { activityTabOf, listTabOf, TEACHER_INTERACTION_PATHS, teacherInteractionHref } from './teacher-paths';

const q = (s = '') => new URLSearchParams(s);

describe('the teacher interaction pages by address', () => {
  it('opens the part 2 §2.6 pages on their views', () => {
    expect(activityTabOf('/sjjx/tea/interactive_training_link_score', q())).toBe('linkScore');
    expect(activityTabOf('/sjjx/tea/interactive_training_person_score', q())).toBe('personScore');
    expect(activityTabOf('/sjjx/tea/interactive_training_score_rank', q())).toBe('rank');
    expect(activityTabOf('/sjjx/tea/interactive_training_report', q())).toBe('report');
    expect(activityTabOf('/teacher/practicals/newInteractionAnswer', q())).toBe('doing');
    expect(activityTabOf('/teacher/practicals/newInteractionReport', q())).toBe('report');
    expect(listTabOf('/sjjx/tea/interactive_training_person_score_history', q())).toBe('personHistory');
    expect(listTabOf('/sjjx/tea/interactive_training_score_history', q())).toBe('history');
  });

  it('keeps the area it was opened in, and names the view where one page serves two', () => {
    expect(teacherInteractionHref('/sjjx/tea/interactive_training_group', 'rank', 7)).toBe(
      '/sjjx/tea/interactive_training_score_rank?activityId=7',
    );
    const link = teacherInteractionHref('/teacher/practicals/interactionGroup', 'linkScore', 7);
    expect(link).toBe('/teacher/practicals/interactionComment?activityId=7&tab=linkScore');
    const [path, search] = link.split('?') as [string, string];
    expect(activityTabOf(path, q(search))).toBe('linkScore');
    expect(teacherInteractionHref('/teacher/practicals/interactionRank', 'personScore', 7)).toBe(
      '/teacher/practicals/interactionComment?activityId=7',
    );
    expect(teacherInteractionHref('/sjjx/tea/interactive_training_report', 'list')).toBe(
      '/sjjx/tea/pra_teaching/interactionCase',
    );
  });

  it('lists every page of both areas once', () => {
    expect(new Set(TEACHER_INTERACTION_PATHS).size).toBe(TEACHER_INTERACTION_PATHS.length);
    expect(TEACHER_INTERACTION_PATHS).toContain('/sjjx/tea/interactive_training_group_view');
    expect(TEACHER_INTERACTION_PATHS).toContain('/sjjx/tea/pra_teaching/interactionCase');
  });
});
