/**
 * Certificates through the real app: issued once per winner and award, a code verifies and a
 * changed one does not, the PDF carries the name and the code, one's own certificates are found
 * by competition, name and ID number while a wrong ID number answers exactly as "not found",
 * the look-ups are rate limited, and only the organiser's school lists and zips them.
 */
import type { TCertificate, TCertificateFile } from '@lingua/contracts';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildTeacher } from '../../test/factories';
import { LOOKUP_NAME_LIMIT } from './lookup-limits';

let t: TestApp;
let organiser: string;
let otherSchoolTeacher: string;
let schoolId: number;
const competitionId = 7001;
const idNumber = '11010519990307123X';

const issueInput = () => ({
  competitionId,
  schoolId,
  competitionTitle: '全国大学生商务英语挑战赛 2026',
  organiser: '示范外国语学校 外语学院',
  issuedOn: '2026-11-20',
  design: { background: '#1d3f72', accent: '#b8860b' },
  winners: [
    { holderName: '王芳', idNumber, award: '一等奖 First Prize', rank: 1 },
    { holderName: 'Emily Chen', idNumber: 'E12345678', award: '二等奖 Second Prize', rank: 2 },
  ],
});

const certificateList = (r: { body: { code: number; message: string; data?: unknown } }) => {
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data as TCertificate[];
};

beforeAll(async () => {
  t = await buildTestApp();
  const school = await buildSchool(t.db);
  schoolId = school.id;
  const other = await buildSchool(t.db);
  organiser = await t.signIn((await buildTeacher(t.db, school.id)).mobile);
  otherSchoolTeacher = await t.signIn((await buildTeacher(t.db, other.id)).mobile);
  expect(await t.app.certificates.issue(t.db, issueInput())).toEqual({ issued: 2, total: 2 });
});
afterAll(() => t.close());

describe('issuing', () => {
  it('issues each winner once: publishing again keeps the codes', async () => {
    const before = certificateList(
      await t.call('/openApi/certificates/issued', { competitionId }, { token: organiser }),
    );
    expect(await t.app.certificates.issue(t.db, issueInput())).toEqual({ issued: 0, total: 2 });
    const after = certificateList(
      await t.call('/openApi/certificates/issued', { competitionId }, { token: organiser }),
    );
    expect(after.map((c) => c.code)).toEqual(before.map((c) => c.code));
    expect(after.map((c) => c.holderName)).toEqual(['王芳', 'Emily Chen']);
  });
});

describe('verification', () => {
  it('verifies a real code (typed in any case, with or without dashes) and refuses a tampered one', async () => {
    const [first] = certificateList(
      await t.call('/openApi/certificates/issued', { competitionId }, { token: organiser }),
    ) as [TCertificate];
    const ok = await t.call<TCertificate>('/openApi/certificates/verify', { code: first.code });
    expect(ok.body.data?.holderName).toBe('王芳');
    const typed = await t.call<TCertificate>('/openApi/certificates/verify', {
      code: first.code.replaceAll('-', ' ').toLowerCase(),
    });
    expect(typed.body.data?.code).toBe(first.code);

    const last = first.code.at(-1) === 'A' ? 'B' : 'A';
    const tampered = await t.call('/openApi/certificates/verify', { code: `${first.code.slice(0, -1)}${last}` });
    expect(tampered.status).toBe(404);
    expect(tampered.body.message).toBe('未找到该证书：请核对证书编号');
    const malformed = await t.call('/openApi/certificates/verify', { code: 'not-a-code' });
    expect(malformed.status).toBe(400);
  });

  it('makes a PDF with the holder, the award and the code', async () => {
    const [first] = certificateList(
      await t.call('/openApi/certificates/issued', { competitionId }, { token: organiser }),
    ) as [TCertificate];
    const r = await t.call<TCertificateFile>('/openApi/certificates/pdf', { code: first.code });
    expect(r.body.code, r.body.message).toBe(200);
    const pdf = Buffer.from(r.body.data?.base64 ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.body.data?.fileName).toContain(first.code);
    expect(pdf.toString('latin1')).toContain(first.code); // in the document's Subject
  }, 120_000);
});

describe('find my certificate', () => {
  const find = (body: object, remoteAddress = '10.0.0.1') =>
    t.call<TCertificate[]>('/openApi/certificates/find', body, { remoteAddress });

  it("finds one's own certificates, never another's", async () => {
    const mine = certificateList(await find({ competitionId, name: '王芳', idNumber: idNumber.toLowerCase() }));
    expect(mine.map((c) => c.holderName)).toEqual(['王芳']);
  });

  it('answers a wrong ID number exactly as a name that is not there', async () => {
    const wrongId = await find({ competitionId, name: '王芳', idNumber: '110105199003071234' }, '10.0.0.2');
    const nobody = await find({ competitionId, name: '张三', idNumber }, '10.0.0.2');
    expect(wrongId.status).toBe(404);
    expect(wrongId.body).toEqual(nobody.body);
    expect(wrongId.body.message).toBe('未查询到匹配的记录，请核对姓名、证件号码和赛事');
  });

  it('refuses a malformed ID number naming the field', async () => {
    const r = await find({ competitionId, name: '王芳', idNumber: '12' }, '10.0.0.3');
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('证件');
  });

  it('stops guessing ID numbers for one name, from any address, even with the right one after', async () => {
    for (let i = 0; i < LOOKUP_NAME_LIMIT.limit; i++) {
      const r = await find({ competitionId, name: 'Emily Chen', idNumber: `E0000000${i}` }, `10.1.0.${i}`);
      expect(r.status).toBe(404);
    }
    const blocked = await find({ competitionId, name: 'Emily Chen', idNumber: 'E12345678' }, '10.1.1.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/查询次数过多/);
  });
});

describe('the organiser', () => {
  it("zips every certificate of the competition; another school's teacher finds none", async () => {
    const r = await t.call<TCertificateFile>('/openApi/certificates/batch', { competitionId }, { token: organiser });
    expect(r.body.code, r.body.message).toBe(200);
    const files = unzipSync(Buffer.from(r.body.data?.base64 ?? '', 'base64'));
    expect(Object.keys(files)).toHaveLength(2);
    expect(Object.keys(files).some((name) => name.includes('王芳'))).toBe(true);

    const other = await t.call('/openApi/certificates/batch', { competitionId }, { token: otherSchoolTeacher });
    expect(other.status).toBe(404);
    const otherList = await t.call('/openApi/certificates/issued', { competitionId }, { token: otherSchoolTeacher });
    expect(otherList.status).toBe(404);
  }, 120_000);
});
