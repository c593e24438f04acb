/**
 * A killed server loses no acknowledged answer: the real server runs as a child process on its
 * own data (a PGlite folder, or the test's PostgreSQL database), a student's saves are
 * acknowledged, the process is killed with SIGKILL mid-exam, a new process starts on the same
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
    const student = await signIn(url, '13900000002');
    const sheet = (await call<TExamSheet>(url, '/openApi/student/exam/start', { examId, device: 'kill test' }, student))
      .data as TExamSheet;
    expect(sheet.questions).toHaveLength(5);
    const acknowledged = new Map<number, string>();
    for (const [i, q] of sheet.questions.entries()) {
      const answer = i % 2 === 0 ? 'T' : 'F';
      const ack = await call<{ seq: number }>(
        url,
        '/openApi/student/exam/save',
        { attemptId: sheet.attemptId, questionId: q.questionId, answer: { stu_answer: answer }, seq: 1 },
        student,
      );
      expect(ack.code).toBe(200);
      acknowledged.set(q.questionId, answer);
    }

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
    const after = await call<TExamSheet>(url, '/openApi/student/exam/sheet', { examId }, student);
    expect(after.code).toBe(200);
    const saved = new Map(after.data?.answers.map((a) => [a.questionId, a.answer.stu_answer]));
    for (const [questionId, answer] of acknowledged) expect(saved.get(questionId)).toBe(answer);
    const submitted = await call<{ status: string }>(
      url,
      '/openApi/student/exam/submit',
      { attemptId: sheet.attemptId },
      student,
    );
    expect(submitted.data?.status).toBe('submitted');
  });
});
