/**
 * The proposed outline (issue 18 item 5, intelligent course creation) on the course builder's
 * world (test/fixtures/course-builder.ts): by knowledge point, shared words and level.
 */
import type { TOutlineProposal } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { BUILDING, courseBuilderWorld, okCall } from '../../test/fixtures/course-builder';

let t: TestApp;
let w: Awaited<ReturnType<typeof courseBuilderWorld>>;
const ok = <T>(path: string, body: unknown, token: string) => okCall<T>(t, path, body, token);

beforeAll(async () => {
  t = await buildTestApp();
  w = await courseBuilderWorld(t);
});

afterAll(async () => {
  await t.close();
});

describe('the proposed outline', () => {
  it('picks the knowledge point of the topic and ranks trainings by point, words and level', async () => {
    const p = await ok<TOutlineProposal>(
      `${BUILDING}/propose`,
      { topic: '询盘 enquiry', level: 2, hours: 4 },
      w.tk.owner,
    );
    expect(p.topicWords).toEqual(['enquiry', '询盘']);
    const enquiries = p.chapters.find((c) => c.knowledgePoint === '询盘');
    expect(enquiries).toBeDefined();
    const chosen = enquiries?.steps.flatMap((s) => s.activities.map((a) => a.trainingId)) ?? [];
    // Level 2 first: the medium enquiry reading beats the hard one; the trade-fair listening never comes.
    expect(chosen.slice(0, 2)).toEqual([w.tr.enquiry, w.tr.hardEnquiry]);
    const all = p.chapters.flatMap((c) => c.steps.flatMap((s) => s.activities.map((a) => a.trainingId)));
    expect(all).not.toContain(w.tr.fair);
    expect(all).not.toContain(w.tr.foreignBank);
    expect(enquiries?.steps[0]?.activities[0]?.reasons).toEqual([
      '知识点: 询盘',
      '共同词: enquiry, 询盘',
      '难度 2 / 2',
    ]);
  });

  it('says the level it matched for the level asked', async () => {
    const scoreOf = async (level: number) => {
      const p = await ok<TOutlineProposal>(
        `${BUILDING}/propose`,
        { topic: '询盘 enquiry', level, hours: 4 },
        w.tk.owner,
      );
      const activities = p.chapters.flatMap((c) => c.steps.flatMap((s) => s.activities));
      return {
        hard: activities.find((a) => a.trainingId === w.tr.hardEnquiry),
        medium: activities.find((a) => a.trainingId === w.tr.enquiry),
      };
    };
    const two = await scoreOf(2);
    const three = await scoreOf(3);
    // Each is scored in the step it lands in (whose topic words add to the topic's), so compare levels by their reasons.
    expect(two.hard?.reasons.at(-1)).toBe('难度 3 / 2');
    expect(three.hard?.reasons.at(-1)).toBe('难度 3 / 3');
    expect(three.medium?.reasons.at(-1)).toBe('难度 2 / 3');
  });

  it('proposes nothing for a topic no point shares a word with', async () => {
    const p = await ok<TOutlineProposal>(`${BUILDING}/propose`, { topic: 'zzzz qqqq', level: 2, hours: 8 }, w.tk.owner);
    expect(p.chapters).toEqual([]);
  });
});
