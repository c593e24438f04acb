/**
 * LTI 1.3 through the real app on a real database, against a simulated platform (its own keys,
 * signing real launches, with token, memberships and deep-linking endpoints on a local port):
 * registration, launches opening trainings, forged launches refused, deep linking answering a JWT
 * the platform verifies, and roster sync filling the class. Grades (AGS) are in ags.test.ts.
 */
import {
  LTI_TRAINING_PARAM,
  type TAnswerSheet,
  type TLtiDeepLinkOptions,
  type TLtiPlatform,
  type TLtiRosterResult,
} from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import type { JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, classStudents, users } from '../../db/schema';
import { buildTeacher } from '../../test/factories';
import { context, type LtiWorld, learner, startLtiWorld, teacherUser } from '../../test/lti-world';

let w: LtiWorld;
let t: LtiWorld['t'];
let sim: LtiWorld['sim'];
let operator: string;
let schoolId: number;
let trainingId: number;
let platform: TLtiPlatform;
const launch: LtiWorld['launch'] = (...args) => w.launch(...args);
const enterBy: LtiWorld['enterBy'] = (spec) => w.enterBy(spec);
const linkLaunch: LtiWorld['linkLaunch'] = (...args) => w.linkLaunch(...args);

beforeAll(async () => {
  w = await startLtiWorld();
  ({ t, sim, operator, schoolId, trainingId, platform } = w);
});
afterAll(() => w?.close());

describe('platform registration', () => {
  it('is the operator’s, checks every field and publishes the tool’s key set', async () => {
    expect(platform).toMatchObject({ schoolId, issuer: sim.issuer, deploymentIds: [sim.deploymentId] });
    const list = await t.call<TLtiPlatform[]>('/openApi/lti/platforms', {}, { token: operator });
    expect(list.body.data?.map((p) => p.platformId)).toEqual([platform.platformId]);
    const teacher = await t.signIn((await buildTeacher(t.db, schoolId, ['manager'])).mobile);
    expect((await t.call('/openApi/lti/platforms', {}, { token: teacher })).status).toBe(403);
    const bad = await t.call(
      '/openApi/lti/savePlatform',
      { ...platform, platformId: undefined, clientId: 'other', tokenUrl: 'javascript:alert(1)' },
      { token: operator, headers: { 'accept-language': 'en' } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Access token URL');
    const zh = await t.call(
      '/openApi/lti/savePlatform',
      { ...platform, platformId: undefined, jwksUrl: '' },
      { token: operator },
    );
    expect(zh.body.message).toContain('公钥集地址');
    const taken = await t.call(
      '/openApi/lti/savePlatform',
      { ...platform, platformId: undefined },
      { token: operator },
    );
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('该平台（颁发者与客户端编号）已经登记');
    const jwks = (await t.app.inject({ method: 'GET', url: '/lti/jwks' })).json() as JSONWebKeySet;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('launch', () => {
  it('refuses a learner before the course’s instructor made the class', async () => {
    const r = await launch({ ...linkLaunch(learner(99)), context: { id: 'course-none', title: 'Nobody yet' } });
    expect(r.statusCode).toBe(409);
    expect(r.body).toContain('老师还没有从课程平台打开过 Lingua');
  });

  it('an instructor’s launch makes the class, named after the course, taught by them', async () => {
    const entered = await enterBy(linkLaunch(teacherUser));
    expect(entered.userType).toBe(1);
    expect(entered.name).toBe('Helen Zhou');
    expect(entered.to).toMatch(/^\/teacher\/practicals\/stuPracticalProcess\?classId=\d+&trainingId=\d+$/);
    const [cls] = await t.db.select().from(classes).where(eq(classes.name, context.title));
    expect(cls).toMatchObject({ schoolId, teacherId: entered.userId, stepUnlockOrder: 0 });
  });

  it('a learner’s launch joins the class and opens the training’s answer page', async () => {
    const entered = await enterBy(linkLaunch(learner(1)));
    expect(entered.userType).toBe(2);
    expect(entered.schoolId).toBe(schoolId);
    const url = new URL(entered.to, 'http://x');
    expect(url.pathname).toBe('/student/practicals/readSkillAnswer');
    const classId = Number(url.searchParams.get('classId'));
    expect(Number(url.searchParams.get('trainingId'))).toBe(trainingId);
    const sheet = await t.call<TAnswerSheet>(
      '/openApi/student/training/answerSheet',
      { classId, trainingId },
      { token: entered.token },
    );
    expect(sheet.body.code, sheet.body.message).toBe(200);
    // The same platform user launching again is the same Lingua user.
    expect((await enterBy(linkLaunch(learner(1)))).userId).toBe(entered.userId);
  });

  it('the launch’s one-time code opens one session only', async () => {
    const r = await launch(linkLaunch(learner(1)));
    const code = new URL(String(r.headers.location), 'http://x').searchParams.get('code');
    expect((await t.call('/openApi/lti/enter', { code })).status).toBe(200);
    const again = await t.call('/openApi/lti/enter', { code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('登录链接已失效，请回到课程平台重新打开');
  });

  it('refuses a tampered signature, a wrong audience, a replay, another login’s nonce, an unknown deployment and a missing state cookie', async () => {
    const spec = linkLaunch(learner(2));
    expect((await launch(spec, { signature: true })).statusCode).toBe(401);
    expect((await launch(spec, { aud: 'someone-else' })).statusCode).toBe(401);
    // A replay: the first post signs learner 5 in, the same post again is refused.
    const replay = await launch(linkLaunch(learner(5)), {}, { replay: true });
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toContain('badState');
    expect((await launch(spec, { nonce: 'a-nonce-of-another-login' })).statusCode).toBe(401);
    const deployment = await launch(spec, { deploymentId: 'deployment-unknown' });
    expect(deployment.statusCode).toBe(403);
    expect(deployment.body).toContain('未登记的部署编号');
    expect((await launch(spec, {}, { cookie: 'lti_state=forged' })).statusCode).toBe(401);
    // None of them made the user.
    const [made] = await t.db.select().from(users).where(eq(users.name, 'Student 2'));
    expect(made).toBeUndefined();
  });

  it('refuses a login from an unregistered platform or deployment', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/lti/login?${new URLSearchParams({ iss: 'https://unknown.example', login_hint: 'x', target_link_uri: 'y' })}`,
    });
    expect(r.statusCode).toBe(404);
    const d = await t.app.inject({
      method: 'GET',
      url: `/lti/login?${new URLSearchParams({ iss: sim.issuer, login_hint: 'x', target_link_uri: 'y', lti_deployment_id: 'nope' })}`,
    });
    expect(d.statusCode).toBe(403);
  });
});

describe('deep linking', () => {
  it('answers a signed LtiDeepLinkingResponse the platform verifies with Lingua’s key set', async () => {
    const entered = await enterBy({ user: teacherUser, context, kind: 'deepLink' });
    const id = new URL(entered.to, 'http://x').searchParams.get('id');
    expect(entered.to.startsWith('/lti/pick?id=')).toBe(true);
    const options = await t.call<TLtiDeepLinkOptions>(
      '/openApi/lti/deepLinkOptions',
      { deepLinkId: id },
      { token: entered.token },
    );
    expect(options.body.data).toMatchObject({ className: context.title, platformName: 'Moodle of the test school' });
    // Another teacher cannot use the instructor's request.
    const other = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    expect((await t.call('/openApi/lti/deepLinkOptions', { deepLinkId: id }, { token: other })).status).toBe(400);
    const chosen = await t.call<{ postPath: string }>(
      '/openApi/lti/deepLinkChoose',
      { deepLinkId: id, trainingId },
      { token: entered.token },
    );
    expect(chosen.body.code, chosen.body.message).toBe(200);
    const postPage = await t.app.inject({ method: 'GET', url: chosen.body.data?.postPath ?? '' });
    expect(postPage.statusCode).toBe(200);
    expect(postPage.headers['content-security-policy']).toContain(`form-action 'self' ${sim.issuer}`);
    const action = /action="([^"]+)"/.exec(postPage.body)?.[1];
    const jwt = /name="JWT" value="([^"]+)"/.exec(postPage.body)?.[1] ?? '';
    expect(action).toBe(`${sim.issuer}/deep-link-return`);
    const returned = await fetch(action ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ JWT: jwt }).toString(),
    });
    expect(returned.status, await returned.clone().text()).toBe(200);
    const payload = sim.deepLinks.at(-1) as Record<string, unknown>;
    expect(payload).toMatchObject({
      iss: sim.clientId,
      aud: sim.issuer,
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse',
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': sim.deploymentId,
      'https://purl.imsglobal.org/spec/lti-dl/claim/data': 'opaque-platform-data',
    });
    const items = payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as Record<string, unknown>[];
    expect(items).toEqual([
      expect.objectContaining({
        type: 'ltiResourceLink',
        title: 'Reading test',
        custom: { [LTI_TRAINING_PARAM]: String(trainingId) },
        lineItem: expect.objectContaining({ scoreMaximum: 25 }),
      }),
    ]);
    // The answer is posted once.
    expect((await t.app.inject({ method: 'GET', url: chosen.body.data?.postPath ?? '' })).statusCode).toBe(404);
  });
});

describe('roster (NRPS)', () => {
  it('the class’s teacher fills the class from the platform’s memberships', async () => {
    const teacher = await enterBy(linkLaunch(teacherUser));
    const classId = Number(new URL(teacher.to, 'http://x').searchParams.get('classId'));
    sim.members.set(context.id, [
      {
        user_id: 'moodle-teacher-7',
        name: 'Helen Zhou',
        roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'],
      },
      { user_id: 'moodle-student-1', name: 'Student 1', roles: ['Learner'] },
      {
        user_id: 'moodle-student-50',
        name: 'Li Na',
        roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
      },
      {
        user_id: 'moodle-student-51',
        name: 'Wang Lei',
        roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
      },
      {
        user_id: 'moodle-student-52',
        name: 'Gone',
        roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
        status: 'Inactive',
      },
    ]);
    const link = await t.call('/openApi/lti/classLink', { classId }, { token: teacher.token });
    expect(link.body.data).toEqual({ linked: true, platformName: 'Moodle of the test school', canSyncRoster: true });
    const synced = await t.call<TLtiRosterResult>('/openApi/lti/syncRoster', { classId }, { token: teacher.token });
    expect(synced.body.data).toEqual({ members: 4, added: 2 });
    const names = await t.db
      .select({ name: users.name })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(eq(classStudents.classId, classId));
    expect(names.map((n) => n.name).sort()).toEqual(['Li Na', 'Student 1', 'Student 5', 'Wang Lei'].sort());
    expect(
      (await t.call<TLtiRosterResult>('/openApi/lti/syncRoster', { classId }, { token: teacher.token })).body.data,
    ).toEqual({ members: 4, added: 0 });
    // Someone else's class: 404; a class not from a platform: 409.
    const stranger = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    expect((await t.call('/openApi/lti/syncRoster', { classId }, { token: stranger })).status).toBe(404);
    const [own] = await t.db
      .insert(classes)
      .values({ schoolId, name: 'Own class', classCode: 'LTI0AA', teacherId: teacher.userId })
      .returning();
    const notLinked = await t.call('/openApi/lti/syncRoster', { classId: own?.id }, { token: teacher.token });
    expect(notLinked.status).toBe(409);
    const [member] = await t.db
      .select()
      .from(classStudents)
      .where(and(eq(classStudents.classId, classId)));
    expect(member).toBeDefined();
  });
});
