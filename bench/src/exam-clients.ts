/**
 * The simulated people of the exam benchmarks (exam.ts, face.ts): students made in bulk and signed
 * in, a class and a paper for them, a timed POST, and the invigilator's open board.
 */
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import WebSocket from 'ws';

export interface Timed {
  ms: number;
  ok: boolean;
}

export async function post<T>(
  url: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ data: T | undefined; timed: Timed; code: number }> {
  const started = performance.now();
  try {
    const r = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = (await r.json()) as { code: number; data?: T };
    const ok = envelope.code === 200 || envelope.code === 222;
    return { data: envelope.data, timed: { ms: performance.now() - started, ok }, code: envelope.code };
  } catch {
    return { data: undefined, timed: { ms: performance.now() - started, ok: false }, code: 0 };
  }
}

/** The board as a page holds it: a socket on the exam's room, plus a full read every 5 s (0: none). */
export async function openBoard(url: string, token: string, examId: number, readEveryMs = 5000) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/openApi/realtime`);
  let events = 0;
  const reads: Timed[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.on('message', (raw) => {
    const m = JSON.parse(raw.toString()) as { type: string };
    if (m.type === 'event') events++;
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await new Promise((r) => setTimeout(r, 200));
  socket.send(JSON.stringify({ type: 'subscribe', room: `exam:${examId}` }));
  const timer = setInterval(() => {
    if (readEveryMs > 0)
      void post(url, '/openApi/teacher/exam/board', { examId }, token).then((r) => reads.push(r.timed));
  }, readEveryMs || 60_000);
  return {
    stats: () => ({ events, reads }),
    close: () => {
      clearInterval(timer);
      socket.close();
    },
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

export interface Student {
  id: number;
  token: string;
}

export async function prepareStudents(pool: pg.Pool, url: string, count: number): Promise<Student[]> {
  const [{ school_id: schoolId, password_hash: hash }] = (
    await pool.query("select school_id, password_hash from users where mobile = '13900000001'")
  ).rows;
  const rows = (
    await pool.query(
      `insert into users (school_id, mobile, name, user_type, password_hash)
       select $1, '1770' || lpad(g::text, 7, '0'), '考生' || g, 2, $2 from generate_series(1, $3) g returning id, mobile`,
      [schoolId, hash, count],
    )
  ).rows as { id: number; mobile: string }[];
  const students: Student[] = [];
  // Sign-ins are argon2 work: a few at a time, before anything is measured.
  for (let i = 0; i < rows.length; i += 8) {
    const batch = rows.slice(i, i + 8);
    const tokens = await Promise.all(
      batch.map((r) =>
        post<{ token: string }>(url, '/openApi/login/login', { mobile: r.mobile, password: 'lingua123' }),
      ),
    );
    for (const [k, t] of tokens.entries()) students.push({ id: batch[k]?.id ?? 0, token: t.data?.token ?? '' });
  }
  return students;
}

export async function newClass(
  pool: pg.Pool,
  teacherId: number,
  schoolId: number,
  students: Student[],
): Promise<number> {
  const code = randomBytes(3).toString('hex').toUpperCase();
  const { rows } = await pool.query(
    'insert into classes (school_id, teacher_id, name, class_code) values ($1, $2, $3, $4) returning id',
    [schoolId, teacherId, `压测班 ${students.length}`, code],
  );
  const classId = rows[0].id as number;
  await pool.query('insert into class_students (class_id, student_id) select $1, unnest($2::int[])', [
    classId,
    students.map((s) => s.id),
  ]);
  return classId;
}

/** An exam of the paper for the class, open from a minute ago for three hours: its id. */
export async function createExam(url: string, teacher: string, paperId: number, classId: number, title: string) {
  const now = Date.now();
  await post(
    url,
    '/openApi/teacher/exam/create',
    {
      paperId,
      classIds: [classId],
      title,
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 3 * 3600_000).toISOString(),
      timeLimitMinutes: 120,
    },
    teacher,
  );
  const list = await post<{ examId: number }[]>(url, '/openApi/teacher/exam/list', { classId }, teacher);
  return list.data?.[0]?.examId ?? 0;
}

/** A paper of five true/false questions from the teacher's bank. */
export async function createPaper(url: string, teacher: string): Promise<number> {
  const bank = await post<{ questionId: number }[]>(
    url,
    '/openApi/teacher/exam/bankQuestions',
    { subjectType: 11 },
    teacher,
  );
  const paper = await post<{ paperId: number }>(
    url,
    '/openApi/teacher/exam/paper/create',
    { title: 'Storm paper', timeMinutes: 60, questionIds: (bank.data ?? []).slice(0, 5).map((q) => q.questionId) },
    teacher,
  );
  return paper.data?.paperId ?? 0;
}

/**
 * Students made in bulk with a session each written straight into the database (what a sign-in
 * writes: the token's SHA-256, platform/auth/tokens.ts), for school-sized runs: 10,000 argon2
 * sign-ins would take the machine minutes before anything is measured.
 */
export async function prepareStudentsWithSessions(pool: pg.Pool, count: number): Promise<Student[]> {
  const [{ school_id: schoolId, password_hash: hash }] = (
    await pool.query("select school_id, password_hash from users where mobile = '13900000001'")
  ).rows;
  const prefix = String(1700 + Math.floor(Math.random() * 99)).padStart(4, '0');
  const rows = (
    await pool.query(
      `insert into users (school_id, mobile, name, user_type, password_hash)
       select $1, $4 || lpad(g::text, 7, '0'), '考生' || g, 2, $2 from generate_series(1, $3) g returning id`,
      [schoolId, hash, count, prefix],
    )
  ).rows as { id: number }[];
  const students = rows.map((r) => ({ id: r.id, token: randomBytes(32).toString('base64url') }));
  const hashes = students.map((s) => createHash('sha256').update(s.token).digest('hex'));
  await pool.query(
    `insert into sessions (token_hash, user_id, expires_at, ip, equipment_code)
     select h, u, now() + interval '7 days', '127.0.0.1', 'bench' from unnest($1::text[], $2::int[]) as t(h, u)`,
    [hashes, students.map((s) => s.id)],
  );
  return students;
}
