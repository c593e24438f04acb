import type { TPoolResource } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { activityKindOf, COURSE_TABS, type CourseTabKey, tabAccepts } from './course-tabs';
import { type ChapterDraft, draftToInput } from './outline-draft';

const resource = (over: Partial<TPoolResource>): TPoolResource => ({
  resourceId: 7,
  resourceTopLevelType: 1,
  title: 'Reading an enquiry email',
  description: '',
  language: 'en',
  level: 2,
  courseKey: null,
  courseName: null,
  knowledgePoints: [],
  tags: [],
  mediaType: null,
  fileName: null,
  fileSize: null,
  duration: null,
  trainingId: null,
  trainingKind: null,
  origin: 'platform',
  ownerName: null,
  isShared: true,
  isFavourite: false,
  usageCount: 0,
  createTime: '',
  updateTime: '',
  ...over,
});
const tab = (key: CourseTabKey) => {
  const found = COURSE_TABS.find((t) => t.key === key);
  if (!found) throw new Error(`no tab ${key}`);
  return found;
};

describe("the editor's tabs", () => {
  it('lists each activity kind under one tab', () => {
    const homes = (kind: Parameters<(typeof COURSE_TABS)[number]['lists']>[0]) =>
      COURSE_TABS.filter((t) => t.lists(kind)).map((t) => t.key);
    expect(homes('readSkill')).toEqual(['PracticalSkills']);
    expect(homes('material')).toEqual(['PracticalSkills']);
    expect(homes('caseAnalyse')).toEqual(['CaseAnalysis']);
    expect(homes('multiple')).toEqual(['ComprehensiveCase']);
    expect(homes('interaction')).toEqual(['InteractiveTraining']);
    expect(homes('testPaper')).toEqual(['TestPaper']);
    expect(homes('task')).toEqual([]);
  });

  it('takes a pool resource as the activity it becomes, and only where it belongs', () => {
    const reading = resource({ trainingId: 3, trainingKind: 'readSkill' });
    const audio = resource({ resourceTopLevelType: 5, mediaType: 'audio' });
    const caseStudy = resource({ resourceTopLevelType: 4, trainingId: 4, trainingKind: 'caseAnalyse' });
    const vr = resource({ resourceTopLevelType: 3, trainingId: 5, trainingKind: 'vr' });
    expect([reading, audio, caseStudy, vr].map(activityKindOf)).toEqual(['readSkill', 'material', 'caseAnalyse', null]);
    expect(tabAccepts(tab('PracticalSkills'), audio)).toBe(true);
    expect(tabAccepts(tab('PracticalSkills'), caseStudy)).toBe(false);
    expect(tabAccepts(tab('CaseAnalysis'), caseStudy)).toBe(true);
    expect(tabAccepts(tab('PracticalSkills'), vr)).toBe(false);
  });

  it('sends a pool resource or a paper with a new row only', () => {
    const draft: ChapterDraft[] = [
      {
        key: 'c',
        chapterId: 1,
        title: { cn: '询盘', en: 'Enquiries' },
        steps: [
          {
            key: 's',
            stepId: 2,
            title: { cn: '阅读', en: 'Reading' },
            activities: [
              {
                key: 'a',
                activityId: 9,
                title: { cn: '旧', en: 'Old' },
                trainingId: null,
                kind: 'material',
                resourceId: 7,
              },
              { key: 'b', title: { cn: '新', en: 'New' }, trainingId: null, kind: 'material', resourceId: 7 },
              { key: 'p', title: { cn: '测验', en: 'Quiz' }, trainingId: null, kind: 'testPaper', paperId: 4 },
            ],
          },
        ],
      },
    ];
    expect(draftToInput(draft)[0]?.steps[0]?.activities).toEqual([
      { activityId: 9, title: { cn: '旧', en: 'Old' } },
      { activityId: undefined, title: { cn: '新', en: 'New' }, resourceId: 7 },
      { activityId: undefined, title: { cn: '测验', en: 'Quiz' }, paperId: 4 },
    ]);
  });
});
