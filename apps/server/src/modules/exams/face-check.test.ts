import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TAuditEntry, TExamBoard, TFaceCheckResult, TFaceCheckStatus, TFaceDetail } from '@lingua/contracts';
import { REALTIME_PATH } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFaces } from '../../db/schema';
import { createDiskStorage } from '../../platform/storage';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { createExam, examFixture, start, T } from '../../test/fixtures/exams';
import { cameraShot, dataUrl, noFacePicture, referencePhoto, twoFacesPicture } from '../../test/fixtures/faces';
import { openSocket } from '../../test/realtime-client';
import { privatizeFacePhotos } from './face-privacy';

let t: TestApp;
let now = new Date('2026-11-20T08:00:00Z');
const clock = () => now;
let wsUrl: string;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${REALTIME_PATH}`;
});
afterAll(() => t.close());

const F = '/openApi/facialRecognition/';
const addFace = (token: string, file: string) =>
  t.call<{ filePath: string }>(`${F}addFace`, { image: dataUrl(file) }, { token });
const compare = (token: string, examId: number, file: string) =>
  t.call<TFaceCheckResult & { message: string }>(`${F}compareFace`, { examId, image: dataUrl(file) }, { token });

/** A class of `size` students with a face-check exam open now. */
async function faceExam(size = 1) {
  const f = await examFixture(t, size);
  const examId = await createExam(t, f, now, { faceCheck: true });
  return { ...f, examId };
}

describe('face data (addFace)', () => {
  it('keeps a photo with one face and refuses one with no face or with two, saying why', async () => {
    const f = await examFixture(t, 1);
    const token = f.tokens[0] as string;
    const none = await addFace(token, noFacePicture());
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('未检测到人脸');
    const two = await addFace(token, twoFacesPicture());
    expect(two.status).toBe(400);
    expect(two.body.message).toContain('多张人脸');
    expect((await t.call<{ filePath: string | null }>(`${F}getFace`, {}, { token })).body.data?.filePath).toBeNull();
    const english = await t.call(
      `${F}addFace`,
      { image: dataUrl(noFacePicture()) },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(english.body.message).toContain('No face was found');
    const saved = await addFace(token, referencePhoto('astronaut'));
    expect(saved.body.code).toBe(222);
    const face = await t.call<{ filePath: string }>(`${F}getFace`, {}, { token });
    expect(face.body.data?.filePath).toBe(saved.body.data?.filePath);
  });
});

describe('face photos are private', () => {
  it('never serves them statically; the student, and a teacher of their class, read them through the checked call', async () => {
    const f = await faceExam(1);
    const token = f.tokens[0] as string;
    const saved = await addFace(token, referencePhoto('astronaut'));
    const filePath = saved.body.data?.filePath as string;
    expect(filePath).toMatch(/^\/files\/\.private\//);
    expect((await t.app.inject({ method: 'GET', url: filePath })).statusCode).toBe(404);
    const checked = await compare(token, f.examId, cameraShot('astronaut'));
    expect(checked.body.code).toBe(200);
    const detail = await t.call<TFaceDetail>(
      `${T}faceDetail`,
      { examId: f.examId, studentId: f.students[0]?.id },
      { token: f.teacherToken },
    );
    const capture = detail.body.data?.entries[0]?.imagePath as string;
    expect((await t.app.inject({ method: 'GET', url: capture })).statusCode).toBe(404);

    const image = (path: string, who: string) =>
      t.call<{ dataUrl: string }>(`${F}image`, { filePath: path }, { token: who });
    expect((await image(filePath, token)).body.data?.dataUrl).toMatch(/^data:image\/jpeg;base64,\/9j/);
    expect((await image(capture, f.teacherToken)).body.data?.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    // Another student, a colleague without the class, another school: 404; so is any other file.
    const classmate = await t.signIn((await buildStudent(t.db, f.school.id)).mobile);
    const colleague = await t.signIn((await buildTeacher(t.db, f.school.id)).mobile);
    const elsewhere = await buildSchool(t.db);
    const stranger = await t.signIn((await buildTeacher(t.db, elsewhere.id)).mobile);
    for (const who of [classmate, colleague, stranger]) expect((await image(filePath, who)).status).toBe(404);
    expect((await image('/files/../secrets.jpg', token)).status).toBe(404);
    // A stored file that is no one's face photo (a task upload, say) is not served by this call.
    expect((await image('/files/2026/11/0b8e7c2a-task-upload.jpg', token)).status).toBe(404);
  });
});

describe('face photos saved while they were public', () => {
  it('are moved under the private folder on start and still read by their owner; a row whose file is gone is dropped', async () => {
    const f = await examFixture(t, 2);
    const [kept, lost] = f.students;
    const legacy = '/files/2026/10/1f0c2a9e-legacy-face.jpg';
    mkdirSync(path.join(t.filesDir, '2026/10'), { recursive: true });
    copyFileSync(referencePhoto('astronaut'), path.join(t.filesDir, '2026/10/1f0c2a9e-legacy-face.jpg'));
    await t.db.insert(userFaces).values([
      { userId: kept?.id ?? 0, filePath: legacy },
      { userId: lost?.id ?? 0, filePath: '/files/2026/10/5d1b-deleted-face.jpg' },
    ]);
    expect(existsSync(path.join(t.filesDir, '2026/10/1f0c2a9e-legacy-face.jpg'))).toBe(true);

    const storage = createDiskStorage(t.filesDir);
    expect(await privatizeFacePhotos(t.db, storage)).toEqual({ moved: 1, dropped: 1 });
    expect(existsSync(path.join(t.filesDir, '2026/10/1f0c2a9e-legacy-face.jpg'))).toBe(false);
    const [keptToken, lostToken] = f.tokens as [string, string];
    const face = await t.call<{ filePath: string | null }>(`${F}getFace`, {}, { token: keptToken });
    expect(face.body.data?.filePath).toBe('/files/.private/2026/10/1f0c2a9e-legacy-face.jpg');
    const image = await t.call<{ dataUrl: string }>(
      `${F}image`,
      { filePath: face.body.data?.filePath },
      { token: keptToken },
    );
    expect(image.body.data?.dataUrl).toMatch(/^data:image\/jpeg;base64,\/9j/);
    // The old public path is no longer a face photo anyone can read through the checked call.
    expect((await t.call(`${F}image`, { filePath: legacy }, { token: keptToken })).status).toBe(404);
    // The student whose file was gone is asked for face data again.
    expect(
      (await t.call<{ filePath: string | null }>(`${F}getFace`, {}, { token: lostToken })).body.data?.filePath,
    ).toBeNull();
    // A second start finds nothing left to move.
    expect(await privatizeFacePhotos(t.db, storage)).toEqual({ moved: 0, dropped: 0 });
  });
});

describe('compareFace: who, which exam, when', () => {
  it('answers 404 to outsiders, 403 to a teacher, and refuses an exam without face check or outside its window', async () => {
    const f = await faceExam(1);
    const token = f.tokens[0] as string;
    const shot = cameraShot('astronaut');
    // Before any face data: the personal-centre message.
    const missing = await compare(token, f.examId, shot);
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe('请先在个人中心设置人脸数据');
    await addFace(token, referencePhoto('astronaut'));

    const otherClass = await buildStudent(t.db, f.school.id);
    expect((await compare(await t.signIn(otherClass.mobile), f.examId, shot)).status).toBe(404);
    const otherSchool = await buildStudent(t.db, (await buildSchool(t.db)).id);
    expect((await compare(await t.signIn(otherSchool.mobile), f.examId, shot)).status).toBe(404);
    expect((await compare(f.teacherToken, f.examId, shot)).status).toBe(403);
    expect((await t.call(`${F}compareFace`, { examId: f.examId, image: dataUrl(shot) })).body.code).toBe(700);

    const plain = await createExam(t, f, now);
    const notFace = await compare(token, plain, shot);
    expect(notFace.status).toBe(409);
    expect(notFace.body.message).toBe('本场考试无需人脸核验');
    const later = await createExam(t, f, new Date(now.getTime() + 3 * 3600_000), { faceCheck: true });
    const early = await compare(token, later, shot);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('不在入场时间');
    const text = await t.call(`${F}compareFace`, { examId: f.examId, image: 'data:image/png;base64,AAAA' }, { token });
    expect(text.status).toBe(400);
  });
});

describe('the start gate', () => {
  it('refuses a start without a passed check, allows it after a pass, and a pass lasts 15 minutes', async () => {
    const f = await faceExam(2);
    const [token, other] = f.tokens as [string, string];
    await addFace(token, referencePhoto('astronaut'));
    const refused = await start(t, token, f.examId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('请先完成人脸核验');
    // Without face data the start asks for it, as before.
    expect((await start(t, other, f.examId)).body.message).toBe('请先在个人中心设置人脸数据');

    const pass = await compare(token, f.examId, cameraShot('astronaut', 0.06));
    expect(pass.body.data).toMatchObject({ passed: true, reason: 'passed', failures: 0, contactInvigilator: false });
    expect(pass.body.data?.score).toBeGreaterThanOrEqual(60);
    expect(pass.body.data?.message).toBe('人脸核验通过');
    const status = await t.call<TFaceCheckStatus>(`${F}faceCheckStatus`, { examId: f.examId }, { token });
    expect(status.body.data).toMatchObject({ hasReference: true, cleared: true, waived: false });

    // Sixteen minutes later the pass has lapsed for the other student's exam as well as this one.
    await addFace(other, referencePhoto('hopper'));
    expect((await compare(other, f.examId, cameraShot('hopper'))).body.data?.passed).toBe(true);
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await start(t, other, f.examId)).status).toBe(409);
    expect((await compare(other, f.examId, cameraShot('hopper', -0.05))).body.data?.passed).toBe(true);
    expect((await start(t, other, f.examId)).body.code).toBe(200);
    expect((await compare(token, f.examId, cameraShot('astronaut'))).body.data?.passed).toBe(true);
    expect((await start(t, token, f.examId)).body.code).toBe(200);

    const board = await t.call<TExamBoard>(`${T}board`, { examId: f.examId }, { token: f.teacherToken });
    expect(board.body.data?.rows.map((r) => r.face?.state)).toEqual(['passed', 'passed']);
  });
});

describe('failures and the waiver', () => {
  it('after 3 failures tells the student to contact the invigilator; the waiver needs a reason, is audited, reaches the student and opens the start', async () => {
    const f = await faceExam(1);
    const token = f.tokens[0] as string;
    const student = f.students[0];
    await addFace(token, referencePhoto('astronaut'));
    const socket = await openSocket(wsUrl);
    socket.send({ type: 'auth', token });
    await socket.next();
    socket.send({ type: 'subscribe', room: `user:${student?.id}` });
    expect(await socket.nextMatching((m) => m.type === 'subscribed')).toBeTruthy();

    const first = await compare(token, f.examId, cameraShot('hopper'));
    expect(first.body.data).toMatchObject({
      passed: false,
      reason: 'mismatch',
      failures: 1,
      contactInvigilator: false,
    });
    expect(first.body.data?.score).toBeLessThan(60);
    expect(first.body.data?.message).not.toContain('监考老师');
    const noFace = await compare(token, f.examId, noFacePicture());
    expect(noFace.body.data).toMatchObject({ passed: false, reason: 'noFace', score: null, failures: 2 });
    const third = await compare(token, f.examId, cameraShot('hopper', 0.05));
    expect(third.body.data).toMatchObject({ passed: false, failures: 3, contactInvigilator: true });
    expect(third.body.data?.message).toContain('请联系监考老师');
    const status = await t.call<TFaceCheckStatus>(`${F}faceCheckStatus`, { examId: f.examId }, { token });
    expect(status.body.data).toMatchObject({ cleared: false, failures: 3, contactInvigilator: true });
    // Not locked out: another try is still possible (up to the cap), and the start stays closed.
    expect((await compare(token, f.examId, cameraShot('hopper'))).body.data?.failures).toBe(4);
    expect((await start(t, token, f.examId)).status).toBe(409);

    const board = await t.call<TExamBoard>(`${T}board`, { examId: f.examId }, { token: f.teacherToken });
    expect(board.body.data?.rows[0]?.face).toMatchObject({ state: 'failed', failures: 4 });
    const detail = await t.call<TFaceDetail>(
      `${T}faceDetail`,
      { examId: f.examId, studentId: student?.id },
      { token: f.teacherToken },
    );
    expect(detail.body.data?.referencePath).toMatch(/^\/files\//);
    expect(detail.body.data?.entries).toHaveLength(4);
    expect(detail.body.data?.entries[0]?.imagePath).toMatch(/^\/files\//);

    // Who may waive: not a student, not another school's teacher; and never without a reason.
    const waive = (token: string, reason?: string) =>
      t.call(`${T}faceWaive`, { examId: f.examId, studentId: student?.id, reason }, { token });
    expect((await waive(token, 'me')).status).toBe(403);
    const stranger = await buildTeacher(t.db, (await buildSchool(t.db)).id);
    expect((await waive(await t.signIn(stranger.mobile), 'x')).status).toBe(404);
    const noReason = await waive(f.teacherToken);
    expect(noReason.status).toBe(400);
    expect((await waive(f.teacherToken, '   ')).status).toBe(400);
    const done = await waive(f.teacherToken, 'ID card checked at the desk');
    expect(done.body.code).toBe(222);
    expect(await socket.nextMatching((m) => m.type === 'event' && m.event === 'examFace', 1000)).toMatchObject({
      data: { examId: f.examId, waived: true },
    });
    socket.socket.close();

    const audit = await t.call<TAuditEntry[]>(`${T}audit`, { examId: f.examId }, { token: f.teacherToken });
    expect(audit.body.data?.[0]).toMatchObject({ action: 'faceWaive', reason: 'ID card checked at the desk' });
    expect(audit.body.data?.[0]?.studentName).toBe(student?.name);
    expect((await start(t, token, f.examId)).body.code).toBe(200);
    const after = await t.call<TExamBoard>(`${T}board`, { examId: f.examId }, { token: f.teacherToken });
    expect(after.body.data?.rows[0]?.face?.state).toBe('waived');
  });

  it('caps the checks of one exam, with the contact-invigilator message', async () => {
    const f = await faceExam(1);
    const token = f.tokens[0] as string;
    await addFace(token, referencePhoto('astronaut'));
    const card = noFacePicture();
    for (let i = 0; i < 10; i++) await compare(token, f.examId, card);
    const capped = await compare(token, f.examId, card);
    expect(capped.status).toBe(409);
    expect(capped.body.message).toContain('请联系监考老师');
  });
});
