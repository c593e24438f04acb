/**
 * A school's team registration (/sch_team) through the real app: sent without sign-in for a
 * public competition, each field checked and named, a repeated member refused, sending again
 * corrects the team, limited per address; the organiser reads the teams, nobody else.
 */
import type { TTeamRegistration, TTeamRegistrationRequest } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { TEAM_REGISTER_LIMIT } from './team-registrations';

const P = '/openApi/competitionPublic';
const C = '/openApi/competitionTeacher';

let t: TestApp;
let organiser: string;
let otherOrganiser: string;
let student: string;
let publicId: number;
let schoolOnlyId: number;

const team = (over: Partial<TTeamRegistrationRequest> = {}): TTeamRegistrationRequest => ({
  abilityCompId: publicId,
  schoolName: '江苏经贸职业技术学院',
  teamName: '商英一队',
  teacherName: '周老师',
  teacherMobile: '13800138000',
  teacherEmail: 'zhou@jseti.edu.cn',
  members: [
    { name: '李明', studentNumber: '2023010101', mobile: '13912340001' },
    { name: '陈静', studentNumber: '2023010102', mobile: '13912340002' },
  ],
  ...over,
});

const send = (body: unknown, ip = '10.0.0.1', language = 'zh') =>
  t.call<TTeamRegistration>(`${P}/teamRegister`, body, { remoteAddress: ip, headers: { 'accept-language': language } });

beforeAll(async () => {
  t = await buildTestApp();
  const school = await buildSchool(t.db);
  const other = await buildSchool(t.db);
  organiser = await t.signIn((await buildTeacher(t.db, school.id, ['competitionOrganiser'])).mobile);
  otherOrganiser = await t.signIn((await buildTeacher(t.db, other.id, ['competitionOrganiser'])).mobile);
  student = await t.signIn((await buildStudent(t.db, school.id)).mobile);
  const save = async (body: object) =>
    (await t.call<{ abilityCompId: number }>(`${C}/competition/save`, body, { token: organiser })).body.data
      ?.abilityCompId ?? 0;
  publicId = await save({ abilityCompName: '全国高校商务英语团体赛', isPublicCompetition: 1, eligibility: 0 });
  schoolOnlyId = await save({ abilityCompName: '校内商务英语赛', eligibility: 0 });
});
afterAll(() => t.close());

describe('team registration', () => {
  it('stores a team sent without sign-in, and sending again corrects it', async () => {
    const first = await send(team());
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({ competitionName: '全国高校商务英语团体赛', teamName: '商英一队' });
    const fixed = await send(team({ teacherMobile: '13800138001' }));
    expect(fixed.body.data?.teamRegistrationId).toBe(first.body.data?.teamRegistrationId);
    expect(fixed.body.data?.teacherMobile).toBe('13800138001');
  });

  it.each([
    [{ schoolName: '' }, 'schoolName', '学校名称至少2个字符'],
    [{ teacherMobile: '1234' }, 'teacherMobile', '带队教师手机号'],
    [{ teacherEmail: 'not-an-email' }, 'teacherEmail', '联系邮箱'],
    [{ members: [] }, 'members', '队员不能为空'],
    [
      { members: [{ name: '李明', studentNumber: '2023 01', mobile: '13912340001' }] },
      'members.0.studentNumber',
      '队员学号',
    ],
  ])('refuses %o naming %s', async (over, _field, message) => {
    const r = await send(team(over as Partial<TTeamRegistrationRequest>));
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(message);
  });

  it('refuses a member whose student number repeats an earlier one, in English too', async () => {
    const members = [
      { name: 'Li Ming', studentNumber: '2023010101', mobile: '13912340001' },
      { name: 'Chen Jing', studentNumber: '2023010101', mobile: '13912340002' },
    ];
    const r = await send(team({ members }), '10.0.0.1', 'en');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe("Member's student number repeats an earlier member's");
  });

  it('takes teams for public competitions only', async () => {
    expect((await send(team({ abilityCompId: schoolOnlyId }))).body.code).toBe(409);
    expect((await send(team({ abilityCompId: 987_654 }))).body.code).toBe(404);
  });

  it(`stops an address after ${TEAM_REGISTER_LIMIT.limit} registrations in an hour`, async () => {
    const codes: number[] = [];
    for (let i = 0; i <= TEAM_REGISTER_LIMIT.limit; i++) {
      codes.push((await send(team({ teamName: `Team ${i}` }), '10.9.9.9')).body.code);
    }
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await send(team({ teamName: 'Another office' }), '10.9.9.8')).body.code).toBe(200);
  });

  it('shows the teams to the organiser only', async () => {
    const mine = await t.call<TTeamRegistration[]>(
      `${P}/teamRegistrations`,
      { abilityCompId: publicId },
      { token: organiser },
    );
    expect(mine.body.data?.find((r) => r.teamName === '商英一队')?.members).toHaveLength(2);
    const other = await t.call(`${P}/teamRegistrations`, { abilityCompId: publicId }, { token: otherOrganiser });
    expect(other.body.code).toBe(404);
    const pupil = await t.call(`${P}/teamRegistrations`, { abilityCompId: publicId }, { token: student });
    expect(pupil.status).toBe(403);
  });
});
