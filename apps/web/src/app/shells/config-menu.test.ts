import { describe, expect, it } from 'vitest';
import { menuEntries, menuOwnerOf } from '../route-config';
import { matchKey, menuItems } from './config-menu';

describe('the manager menu', () => {
  it('shows the statistics and teaching pages as two submenus, each where its first entry stands', () => {
    const items = menuItems(menuEntries('manage'), (key) => key);
    const shape = items.map((item) =>
      item && 'children' in item && item.children
        ? { [String(item.key)]: item.children.map((c) => String(c?.key)) }
        : String(item?.key),
    );
    expect(shape).toEqual([
      '/manage/manage/index',
      '/manage/manage/teachers',
      '/manage/manage/students',
      '/manage/manage/classes',
      '/manage/manage/audit',
      '/manage/manage/newsManage',
      {
        'group:manageStatsGroup': [
          '/manage/manage/usage_statistics',
          '/manage/manage/progress_score',
          '/manage/manage/class_courses_list',
        ],
      },
      {
        'group:manageTeachingGroup': [
          '/manage/manage/teacher_teaching',
          '/manage/manage/teachingPlan',
          '/manage/manage/teacher_building_courses',
        ],
      },
      '/manage/information',
      '/manage/center',
    ]);
  });

  it('highlights the entry a page without one of its own is reached from', () => {
    expect(menuOwnerOf('/manage/manage/practical_skills_student_progress_details')).toBe(
      '/manage/manage/progress_score',
    );
    expect(menuOwnerOf('/manage/manage/newCreated')).toBe('/manage/manage/newsManage');
    // Others fall back to the path's area.
    expect(menuOwnerOf('/manage/manage/teachers')).toBeUndefined();
    expect(matchKey('/manage/manage/teachers', ['/manage/manage/index', '/manage/manage/teachers'])).toBe(
      '/manage/manage/teachers',
    );
  });
});
