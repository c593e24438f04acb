/**
 * LTI Assignment and Grade Services against the simulated platform: a submitted score goes to the
 * line item as it is given (no sweep), a refused one comes back on the retry timer, a teacher's
 * later grade is sent as a later score, and a link launched with only the `lineitems` endpoint
 * gets its line item found or made (media types, title, maximum, tag) and its scores.
 */
import type { TAnswerSheet, TAttemptSummary } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltiResourceLinks, ltiScoreOutbox } from '../../db/schema';
import { writingSeed } from '../../test/fixtures/trainings';
import { classOf, type LtiWorld, learner, startLtiWorld, teacherUser } from '../../test/lti-world';
import { insertTraining } from '../trainings/insert-training';

let w: LtiWorld;
const scoresOf = (sub: string) => w.sim.scores.filter((s) => s.body.userId === sub);
/** Waits for something the app does by itself (a send after a call answered, a timer). */
const eventually = (check: () => unknown, timeout = 15_000) => expect.poll(check, { timeout, interval: 50 });

beforeAll(async () => {
  // A short first retry wait, so the retry timer is seen to fire.
  w = await startLtiWorld({ lti: { firstRetryMs: 400 } });
  // The class is the instructor's: made by their first launch.
  await w.enterBy(w.linkLaunch(teacherUser));
});
afterAll(() => w?.close());

describe('scores (AGS)', () => {
  it('a submitted attempt’s score reaches the line item as it is submitted', async () => {
    const entered = await w.enterBy(w.linkLaunch(learner(3)));
    const summary = await w.answerAndSubmit(entered.token, classOf(entered));
    expect(summary.score).toBeGreaterThan(0);
    await eventually(() => scoresOf('moodle-student-3').length).toBe(1);
    expect(scoresOf('moodle-student-3')[0]).toMatchObject({
      lineItem: w.sim.lineItemUrl('link-1'),
      contentType: 'application/vnd.ims.lis.v1.score+json',
      body: {
        userId: 'moodle-student-3',
        scoreGiven: summary.score,
        scoreMaximum: 25,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(w.sim.tokenScopes).toContain('https://purl.imsglobal.org/spec/lti-ags/scope/score');
    await eventually(async () => (await w.t.db.select().from(ltiScoreOutbox))[0]?.status).toBe('sent');
    // Submitting again is idempotent: nothing new is sent.
    await w.t.call('/openApi/student/training/submit', { attemptId: summary.attemptId }, { token: entered.token });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(scoresOf('moodle-student-3')).toHaveLength(1);
  });

  it('a platform down at first gets the score when the retry timer fires', async () => {
    const entered = await w.enterBy(w.linkLaunch(learner(4)));
    w.sim.scoresDown = true;
    const summary = await w.answerAndSubmit(entered.token, classOf(entered));
    const row = async () =>
      (await w.t.db.select().from(ltiScoreOutbox).where(eq(ltiScoreOutbox.attemptId, summary.attemptId)))[0];
    await eventually(async () => (await row())?.tries).toBeGreaterThanOrEqual(1);
    expect(await row()).toMatchObject({ status: 'pending', lastError: expect.stringContaining('503') });
    w.sim.scoresDown = false;
    await eventually(() => scoresOf('moodle-student-4').length).toBe(1);
    await eventually(async () => (await row())?.status).toBe('sent');
  });

  it('a teacher’s later grade is sent as a later score (late grades)', async () => {
    const writing = (await insertTraining(w.t.db, { ...writingSeed, key: 'lti-writing' })).training.id;
    const teacher = await w.enterBy(w.linkLaunch(teacherUser, 'link-w', writing));
    const student = await w.enterBy(w.linkLaunch(learner(6), 'link-w', writing));
    const classId = classOf(student);
    const sheet = (
      await w.t.call<TAnswerSheet>(
        '/openApi/student/training/answerSheet',
        { classId, trainingId: writing },
        { token: student.token },
      )
    ).body.data as TAnswerSheet;
    const [essay, check] = sheet.questions;
    const save = (questionId: number | undefined, answer: unknown) =>
      w.t.call(
        '/openApi/student/training/saveAnswer',
        { attemptId: sheet.attempt.attemptId, questionId, answer },
        { token: student.token },
      );
    const reply =
      'Thank you for your enquiry of 3 March. We are pleased to quote our lowest prices for the cotton shirts, delivery within four weeks of your order.';
    await save(essay?.questionId, { stu_answer: reply });
    await save(check?.questionId, { stu_answer: true });
    const submitted = await w.t.call<TAttemptSummary>(
      '/openApi/student/training/submit',
      { attemptId: sheet.attempt.attemptId },
      { token: student.token },
    );
    expect(submitted.body.data?.score).toBeNull();
    await eventually(() => scoresOf('moodle-student-6').length).toBe(1);
    const pending = scoresOf('moodle-student-6')[0]?.body ?? {};
    expect(pending).toMatchObject({ gradingProgress: 'PendingManual', activityProgress: 'Completed' });
    expect(pending).not.toHaveProperty('scoreGiven');

    const graded = await w.t.call<{ attemptScore: number }>(
      '/openApi/teacher/training/grade',
      { attemptId: sheet.attempt.attemptId, questionId: essay?.questionId, score: 24, comment: 'Clear and polite.' },
      { token: teacher.token },
    );
    expect(graded.body.code, graded.body.message).toBe(200);
    await eventually(() => scoresOf('moodle-student-6').length).toBe(2);
    const late = scoresOf('moodle-student-6')[1]?.body ?? {};
    expect(graded.body.data?.attemptScore).toBeGreaterThanOrEqual(24);
    expect(late).toMatchObject({
      scoreGiven: graded.body.data?.attemptScore,
      scoreMaximum: 35,
      gradingProgress: 'FullyGraded',
    });
    expect(Date.parse(String(late.timestamp))).toBeGreaterThan(Date.parse(String(pending.timestamp)));
    expect(scoresOf('moodle-student-6').map((s) => s.lineItem)).toEqual([
      w.sim.lineItemUrl('link-w'),
      w.sim.lineItemUrl('link-w'),
    ]);
  });
});

describe('line items (AGS)', () => {
  it('a link with only the lineitems endpoint gets its line item made once, then found, and scores go to it', async () => {
    const spec = { ...w.linkLaunch(teacherUser, 'link-c'), lineItem: 'container' as const };
    await w.enterBy(spec);
    expect(w.sim.lineItems).toEqual([
      {
        id: `${w.sim.issuer}/lineitems/made-1`,
        label: 'Reading test',
        scoreMaximum: 25,
        resourceLinkId: 'link-c',
        resourceId: String(w.trainingId),
        tag: 'lingua',
        contentType: 'application/vnd.ims.lis.v2.lineitem+json',
      },
    ]);
    expect(w.sim.lineItemQueries.at(-1)).toEqual({
      search: '?resource_link_id=link-c&tag=lingua',
      accept: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
    });
    expect(w.sim.tokenScopes).toContain('https://purl.imsglobal.org/spec/lti-ags/scope/lineitem');

    // Another launch of the link that somehow lost it finds the same item rather than making another.
    await w.t.db
      .update(ltiResourceLinks)
      .set({ lineItemUrl: null })
      .where(eq(ltiResourceLinks.resourceLinkId, 'link-c'));
    const student = await w.enterBy({ ...w.linkLaunch(learner(7), 'link-c'), lineItem: 'container' });
    expect(w.sim.lineItems).toHaveLength(1);
    const [link] = await w.t.db.select().from(ltiResourceLinks).where(eq(ltiResourceLinks.resourceLinkId, 'link-c'));
    expect(link?.lineItemUrl).toBe(`${w.sim.issuer}/lineitems/made-1`);

    const summary = await w.answerAndSubmit(student.token, classOf(student));
    // Both links of the class that open this training show it: the hand-placed one and link-1.
    await eventually(() =>
      scoresOf('moodle-student-7')
        .map((s) => s.lineItem)
        .sort(),
    ).toEqual([w.sim.lineItemUrl('link-1'), `${w.sim.issuer}/lineitems/made-1`].sort());
    const made = scoresOf('moodle-student-7').find((s) => s.lineItem.endsWith('/made-1'));
    expect(made?.body).toMatchObject({ scoreGiven: summary.score, scoreMaximum: 25 });
  });
});
