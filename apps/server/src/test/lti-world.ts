/**
 * LTI 1.3 as its API tests meet it: a test app, the simulated platform (test/lti-platform.ts)
 * registered for a school by the operator, a reading training, and the browser's part of a launch
 * (login initiation, the platform's authorization, the form post, the one-time code's trade).
 */
import {
  LTI_TRAINING_PARAM,
  type TAnswerSheet,
  type TAttemptSummary,
  type TLtiEnterResponse,
  type TLtiPlatform,
} from '@lingua/contracts';
import type { JSONWebKeySet } from 'jose';
import { expect } from 'vitest';
import type { LtiOptions } from '../modules/lti/routes';
import { insertTraining } from '../modules/trainings/insert-training';
import { buildTestApp } from './build-test-app';
import { buildSchool, buildUser } from './factories';
import { reading } from './fixtures/trainings';
import { type LaunchSpec, startSimulatedPlatform, type Tamper } from './lti-platform';

export const teacherUser = { sub: 'moodle-teacher-7', name: 'Helen Zhou', role: 'instructor' as const };
export const context = { id: 'course-42', title: 'Business English 2 (Moodle)' };
export const learner = (n: number) => ({ sub: `moodle-student-${n}`, name: `Student ${n}`, role: 'learner' as const });

export async function startLtiWorld(options: { jobs?: { run: boolean }; lti?: LtiOptions } = {}) {
  const t = await buildTestApp(options);
  const sim = await startSimulatedPlatform({
    toolOrigin: 'http://localhost:80',
    toolJwks: async () => (await t.app.inject({ method: 'GET', url: '/lti/jwks' })).json() as JSONWebKeySet,
  });
  const schoolId = (await buildSchool(t.db)).id;
  const trainingId = (await insertTraining(t.db, { ...reading, key: 'lti-reading' })).training.id;
  const operator = await t.signIn((await buildUser(t.db, { schoolId: null, userType: 1, roles: ['operator'] })).mobile);
  const saved = await t.call<TLtiPlatform>(
    '/openApi/lti/savePlatform',
    {
      schoolId,
      name: 'Moodle of the test school',
      issuer: sim.issuer,
      clientId: sim.clientId,
      deploymentIds: [sim.deploymentId],
      authLoginUrl: sim.authLoginUrl,
      tokenUrl: sim.tokenUrl,
      jwksUrl: sim.jwksUrl,
    },
    { token: operator },
  );
  expect(saved.body.code, saved.body.message).toBe(200);
  const platform = saved.body.data as TLtiPlatform;

  /** The browser's part of a launch: login initiation, the platform's authorization, the form post. */
  async function launch(
    spec: LaunchSpec,
    tamper: Tamper = {},
    launchOptions: { replay?: boolean; cookie?: string } = {},
  ) {
    const hint = sim.prepareLaunch(spec, tamper);
    const login = await t.app.inject({
      method: 'POST',
      url: '/lti/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        iss: sim.issuer,
        login_hint: spec.user.sub,
        target_link_uri: 'http://localhost:80/lti/launch',
        lti_message_hint: hint,
        client_id: sim.clientId,
        lti_deployment_id: sim.deploymentId,
      }).toString(),
    });
    expect(login.statusCode, login.body).toBe(302);
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const auth = await sim.authorize(String(login.headers.location));
    expect(auth.redirectUri).toBe('http://localhost:80/lti/launch');
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/lti/launch',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: launchOptions.cookie ?? cookie },
        payload: new URLSearchParams({ id_token: auth.idToken, state: auth.state }).toString(),
      });
    const first = await post();
    return launchOptions.replay ? post() : first;
  }

  /** A launch that must succeed: trades its code for the session and the page to open. */
  async function enterBy(spec: LaunchSpec): Promise<TLtiEnterResponse> {
    const r = await launch(spec);
    expect(r.statusCode, r.body).toBe(302);
    const code = new URL(String(r.headers.location), 'http://x').searchParams.get('code');
    const entered = await t.call<TLtiEnterResponse>('/openApi/lti/enter', { code });
    expect(entered.body.code, entered.body.message).toBe(200);
    return entered.body.data as TLtiEnterResponse;
  }

  const linkLaunch = (user: LaunchSpec['user'], resourceLinkId = 'link-1', training = trainingId): LaunchSpec => ({
    user,
    context,
    resourceLinkId,
    custom: { [LTI_TRAINING_PARAM]: String(training) },
  });

  /** Answers the reading training (part right) and submits it. */
  async function answerAndSubmit(token: string, classId: number) {
    const sheet = await t.call<TAnswerSheet>(
      '/openApi/student/training/answerSheet',
      { classId, trainingId },
      { token },
    );
    expect(sheet.body.code, sheet.body.message).toBe(200);
    const s = sheet.body.data as TAnswerSheet;
    const [q1, q2, q3] = s.questions;
    const save = (questionId: number | undefined, answer: unknown) =>
      t.call('/openApi/student/training/saveAnswer', { attemptId: s.attempt.attemptId, questionId, answer }, { token });
    await save(q1?.questionId, { stu_answer: 'B' });
    await save(q2?.questionId, { stu_answer: [{ stu_answer: 'twelve' }, { stu_answer: 'France' }] });
    await save(q3?.questionId, { stu_answer: true });
    const submitted = await t.call<TAttemptSummary>(
      '/openApi/student/training/submit',
      { attemptId: s.attempt.attemptId },
      { token },
    );
    expect(submitted.body.code, submitted.body.message).toBe(200);
    return submitted.body.data as TAttemptSummary;
  }

  return {
    t,
    sim,
    schoolId,
    trainingId,
    operator,
    platform,
    launch,
    enterBy,
    linkLaunch,
    answerAndSubmit,
    async close() {
      await sim.close();
      await t.close();
    },
  };
}

export type LtiWorld = Awaited<ReturnType<typeof startLtiWorld>>;
/** The class a launch's page opens. */
export const classOf = (entered: TLtiEnterResponse) =>
  Number(new URL(entered.to, 'http://x').searchParams.get('classId'));
