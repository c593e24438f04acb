/** The proposal's ranking on a fixed set: point, shared words and level, each visible in the score. */
import { describe, expect, it } from 'vitest';
import { type KnowledgePointCandidate, outlineSize, proposeOutline, type TrainingCandidate } from './outline-proposal';
import { topicWords } from './topic-words';

const points: KnowledgePointCandidate[] = [
  {
    ref: 'c:1',
    graphTitle: { cn: '外贸函电', en: 'Foreign Trade Correspondence' },
    name: { cn: '报盘', en: 'Offers' },
    topics: [{ cn: '实盘与虚盘', en: 'Firm and non-firm offers' }],
  },
  {
    ref: 'c:2',
    graphTitle: { cn: '外贸函电', en: 'Foreign Trade Correspondence' },
    name: { cn: '包装', en: 'Packing' },
    topics: [{ cn: '包装条款', en: 'Packing clauses' }],
  },
];
const base = { kind: 'readSkill' as const, intro: { cn: '', en: '' } };
const trainings: TrainingCandidate[] = [
  { ...base, trainingId: 1, title: { cn: '阅读报价', en: 'Reading a quotation' }, level: 1, points: ['c:1'] },
  { ...base, trainingId: 2, title: { cn: '撰写实盘', en: 'Writing a firm offer' }, level: 3, points: ['c:1'] },
  { ...base, trainingId: 3, title: { cn: '包装说明', en: 'Packing instructions' }, level: 2, points: ['c:2'] },
];

describe('proposeOutline', () => {
  it('reads English words and Chinese character pairs', () => {
    expect(topicWords('Firm offers 实盘报价')).toEqual(['firm', 'offer', '实盘', '盘报', '报价']);
  });

  it('sizes the outline by hours: two hours a step', () => {
    expect(outlineSize(4)).toEqual({ chapters: 1, stepsPerChapter: 2 });
    expect(outlineSize(32)).toEqual({ chapters: 5, stepsPerChapter: 4 });
  });

  it('chooses the matching point and ranks its trainings by point, words and level', () => {
    const hard = proposeOutline({ topic: 'offer 报盘', level: 3, hours: 4 }, points, trainings, 'en');
    expect(hard.chapters.map((c) => c.knowledgePoint)).toEqual(['Offers']);
    const activities = hard.chapters[0]?.steps[0]?.activities ?? [];
    // The step "Firm and non-firm offers" adds its words to the topic's. 2: point 3 + firm, offer,
    // 实盘 3 × 2 + level 2 = 11; 1: point 3 + no words + level off by two 0 = 3.
    expect(activities.map((a) => [a.trainingId, a.score])).toEqual([
      [2, 11],
      [1, 3],
    ]);
    const easy = proposeOutline({ topic: 'offer 报盘', level: 1, hours: 4 }, points, trainings, 'en');
    expect(easy.chapters[0]?.steps[0]?.activities.map((a) => [a.trainingId, a.score])).toEqual([
      [2, 9],
      [1, 5],
    ]);
  });
});
