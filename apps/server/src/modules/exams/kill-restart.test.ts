/**
 * A killed server loses no acknowledged answer: the real server runs as a child process on its
 * own data (a PGlite folder, or the test's PostgreSQL database), students' saves are acknowledged
 * (written in shared batches: an acknowledgement comes only after its batch's commit), the process
 * is killed with SIGKILL the moment the last acknowledgement arrives, a new process starts on the same
 * data, and the sheet holds every acknowledged answer; the exam then submits normally.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TClassSummary, TEnvelope, TExamSheet, TPaperSummary } from '@lingua/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase } from '../../test/test-database';

const repoRoot = path.resolve(__dirname, '../../../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lingua-kill-'));
let child: ChildProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(port: number, databaseUrl: string): Promise<string> {
  // Node itself with tsx as a loader, not tsx's CLI: the CLI runs the server as a grandchild that
  // a SIGKILL of the CLI would leave running, and the test would never kill the server at all.
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return url;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function call<T>(url: string, p: string, body: unknown, token?: string): Promise<TEnvelope<T>> {
  const r = await fetch(`${url}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await r.json()) as TEnvelope<T>;
}

const signIn = async (url: string, mobile: string) =>
  (await call<{ token: string }>(url, '/openApi/login/login', { mobile, password: 'lingua123' })).data?.token as string;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a hard-killed server', () => {
  it('keeps every acknowledged answer when restarted on the same data', { timeout: 300_000 }, async () => {
    let databaseUrl = '';
    if (process.env.DATABASE_URL) {
      const fresh = await createFreshPostgresDatabase(process.env.DATABASE_URL);
      databaseUrl = fresh.url;
      dropDatabase = fresh.drop;
    }
    const port = await freePort();
    let url = await startServer(port, databaseUrl);
    const teacher = await signIn(url, '13800000007');
    const classes = (await call<TClassSummary[]>(url, '/openApi/overall/getClassResource', {}, teacher)).data ?? [];
    const classId = classes[0]?.classId as number;
    const bank =
      (
        await call<{ questionId: number; subjectType: number }[]>(
          url,
          '/openApi/teacher/exam/bankQuestions',
          { subjectType: 11 },
          teacher,
        )
      ).data ?? [];
    const paper = await call<TPaperSummary>(
      url,
      '/openApi/teacher/exam/paper/create',
      { title: 'Trade terms check', timeMinutes: 30, questionIds: bank.slice(0, 5).map((q) => q.questionId) },
      teacher,
    );
    const now = Date.now();
    await call(
      url,
      '/openApi/teacher/exam/create',
      {
        paperId: paper.data?.paperId,
        classIds: [classId],
        title: 'Restart drill',
        opensAt: new Date(now - 60_000).toISOString(),
        closesAt: new Date(now + 3600_000).toISOString(),
        timeLimitMinutes: 30,
      },
      teacher,
    );
    const examId = ((await call<{ examId: number }[]>(url, '/openApi/teacher/exam/list', { classId }, teacher)).data ??
      [])[0]?.examId as number;
    // Four students of the exam class (students 2-5) save all their answers at once, so the saves
    // are written in shared batches (group commit); the kill lands as soon as the last is acknowledged.
    const students = await Promise.all(
      ['13900000002', '13900000003', '13900000004', '13900000005'].map((m) => signIn(url, m)),
    );
    const sheets = await Promise.all(
      students.map(
        async (token) =>
          (await call<TExamSheet>(url, '/openApi/student/exam/start', { examId, device: 'kill test' }, token))
            .data as TExamSheet,
      ),
    );
    for (const sheet of sheets) expect(sheet.questions).toHaveLength(5);
    const acknowledged: { token: string; questionId: number; answer: string }[] = [];
    await Promise.all(
      sheets.flatMap((sheet, s) =>
        sheet.questions.map(async (q, i) => {
          const answer = (i + s) % 2 === 0 ? 'T' : 'F';
          const token = students[s] as string;
          const ack = await call<{ seq: number }>(
            url,
            '/openApi/student/exam/save',
            { attemptId: sheet.attemptId, questionId: q.questionId, answer: { stu_answer: answer }, seq: 1 },
            token,
          );
          if (ack.code === 200) acknowledged.push({ token, questionId: q.questionId, answer });
        }),
      ),
    );
    expect(acknowledged).toHaveLength(20);

    // No shutdown hook runs: the process is gone the moment the signal lands.
    const exited = new Promise((r) => child?.once('exit', r));
    child?.kill('SIGKILL');
    await exited;
    // Really gone: nothing answers on its port any more.
    const stillUp = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    expect(stillUp).toBe(false);

    url = await startServer(port, databaseUrl);
    for (const [s, token] of students.entries()) {
      const after = await call<TExamSheet>(url, '/openApi/student/exam/sheet', { examId }, token);
      expect(after.code).toBe(200);
      const saved = new Map(after.data?.answers.map((a) => [a.questionId, a.answer.stu_answer]));
      for (const a of acknowledged.filter((x) => x.token === token)) expect(saved.get(a.questionId)).toBe(a.answer);
      const submitted = await call<{ status: string }>(
        url,
        '/openApi/student/exam/submit',
        { attemptId: sheets[s]?.attemptId },
        token,
      );
      expect(submitted.data?.status).toBe('submitted');
    }
  });
});
