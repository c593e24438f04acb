/**
 * School news: the manager's calls name an item of school 1 (the owner is its manager; the manager
 * of school 2 and everyone else are refused); a published item is read by everyone of school 1.
 * Each case writes a fresh item, so publishing, withdrawing and deleting never run out of one.
 */
import type { World } from '../world';
import type { WalkCase } from './shared';

const A = '/openApi/manage/school';
const WHOLE_SCHOOL = 'school news is published to every teacher and student of the school';

async function draft(w: World): Promise<number> {
  const saved = await w.ok<{ newsId: number }>(w.people.managerA, `${A}/saveNews`, {
    titleCn: '期末考试安排',
    contentCn: '<p>期末考试将于第十八周进行，请各班做好复习。</p>',
  });
  return saved.newsId;
}

async function published(w: World): Promise<number> {
  const newsId = await draft(w);
  await w.ok(w.people.managerA, `${A}/publishNews`, { newsId });
  return newsId;
}

export const newsCases: Record<string, WalkCase[]> = {
  [`${A}/newsDetail`]: [{ owner: 'manager', body: async (w) => ({ newsId: await draft(w) }) }],
  [`${A}/saveNews`]: [
    {
      owner: 'manager',
      body: async (w) => ({
        newsId: await draft(w),
        titleCn: '期末考试安排（更新）',
        contentCn: '<p>改为第十九周。</p>',
      }),
    },
  ],
  [`${A}/publishNews`]: [{ owner: 'manager', body: async (w) => ({ newsId: await draft(w) }) }],
  [`${A}/withdrawNews`]: [{ owner: 'manager', body: async (w) => ({ newsId: await published(w) }) }],
  [`${A}/deleteNews`]: [{ owner: 'manager', body: async (w) => ({ newsId: await draft(w) }) }],
  '/openApi/teacher/manage/school/selectNewsById': [
    {
      owner: 'student',
      body: async (w) => ({ newsId: await published(w) }),
      allow: {
        teacherSameSchool: WHOLE_SCHOOL,
        managerSameSchool: WHOLE_SCHOOL,
        studentOtherClass: WHOLE_SCHOOL,
        classmate: WHOLE_SCHOOL,
      },
    },
  ],
};
