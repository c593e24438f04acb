/**
 * One exam at school scale (exam.ts runs it): N students start one exam within the arrival window
 * with the invigilator's board open, then each saves an answer every 15 s for the duration. Every
 * student behaves as the exam page does: a start refused with 429 waits 2, 4, 8… s and tries again
 * (its time runs from the first press); a save refused under load (429/503) is resent after 1, 2,
 * 4 s, as the answer journal does (its time runs from the first send). With several instances the
 * students are spread over them in turn, as a load balancer would, and the board sits on the first.
 */
import type pg from 'pg';
import { createExam, newClass, openBoard, post, type Student, type Timed } from './exam-clients';

export interface ExamRun {
  n: number;
  starts: Timed[];
  saves: Timed[];
  seconds: number;
  boardEvents: number;
  boardReads: Timed[];
  attempts: { token: string; attemptId: number; questions: number[]; url: string }[];
  /** Starts refused with 429 (and retried) before they got in. */
  startRefusals: number;
  /** Saves refused under load (429/503), each resent. */
  saveRefusals: number;
  /** Saves that needed more than one resend to land (the goal: none). */
  longRefusals: number;
}

export interface ExamCtx {
  urls: string[];
  pool: pg.Pool;
  teacher: string;
  teacherId: number;
  schoolId: number;
  paperId: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SAVE_RETRY_MS = [1000, 2000, 4000, 8000];
const refused = (code: number) => code === 429 || code === 503;

export async function examScenario(
  ctx: ExamCtx,
  students: Student[],
  /** `examId`: an exam the students are already admitted to (a competition's round, competition.ts). */
  options: { arrivalSeconds: number; seconds: number; examId?: number },
): Promise<ExamRun> {
  const main = ctx.urls[0] as string;
  const examId =
    options.examId ??
    (await createExam(
      main,
      ctx.teacher,
      ctx.paperId,
      await newClass(ctx.pool, ctx.teacherId, ctx.schoolId, students),
      `Storm ${students.length}`,
    ));
  const board = await openBoard(main, ctx.teacher, examId);
  const run: ExamRun = {
    n: students.length,
    starts: [],
    saves: [],
    seconds: 0,
    boardEvents: 0,
    boardReads: [],
    attempts: [],
    startRefusals: 0,
    saveRefusals: 0,
    longRefusals: 0,
  };
  const begin = performance.now();
  const arrivalMs = options.arrivalSeconds * 1000;
  const endAt = begin + arrivalMs + options.seconds * 1000;
  await Promise.all(
    students.map(async (s, i) => {
      const url = ctx.urls[i % ctx.urls.length] as string;
      await sleep((i * arrivalMs) / students.length);
      // As the page does (use-exam-start.ts): a 429 waits 2, 4, 8… s (jittered, at most 15 s).
      const pressed = performance.now();
      let r = await startOnce(url, examId, s.token);
      for (let attempt = 1; r.code === 429 && attempt < 8; attempt++) {
        run.startRefusals++;
        await sleep(Math.min(15, 2 ** attempt) * (0.5 + Math.random()) * 1000);
        r = await startOnce(url, examId, s.token);
      }
      run.starts.push({ ms: performance.now() - pressed, ok: r.timed.ok });
      if (!r.data) return;
      const attempt = {
        token: s.token,
        attemptId: r.data.attemptId,
        questions: r.data.questions.map((q) => q.questionId),
        url,
      };
      run.attempts.push(attempt);
      let seq = 0;
      await sleep(Math.random() * 15_000);
      while (performance.now() < endAt) {
        seq++;
        const body = {
          attemptId: attempt.attemptId,
          questionId: attempt.questions[seq % attempt.questions.length],
          answer: { stu_answer: seq % 2 ? 'T' : 'F' },
          seq,
        };
        const sent = performance.now();
        let saved = await post(url, '/openApi/student/exam/save', body, s.token);
        for (let k = 0; refused(saved.code) && k < SAVE_RETRY_MS.length; k++) {
          run.saveRefusals++;
          if (k === 1) run.longRefusals++;
          await sleep(SAVE_RETRY_MS[k] ?? 8000);
          saved = await post(url, '/openApi/student/exam/save', body, s.token);
        }
        run.saves.push({ ms: performance.now() - sent, ok: saved.timed.ok });
        await sleep(15_000);
      }
    }),
  );
  const { events, reads } = board.stats();
  board.close();
  run.seconds = (performance.now() - begin) / 1000;
  run.boardEvents = events;
  run.boardReads = reads;
  return run;
}

const startOnce = (url: string, examId: number, token: string) =>
  post<{ attemptId: number; questions: { questionId: number }[] }>(
    url,
    '/openApi/student/exam/start',
    { examId, device: 'bench' },
    token,
  );

/** Saves as fast as 64 clients can send them (spread over the instances): the capacity side of the ratio. */
export async function saveCapacity(run: ExamRun, seconds: number, savers = 64): Promise<number> {
  let count = 0;
  const endAt = performance.now() + seconds * 1000;
  await Promise.all(
    run.attempts.slice(0, savers).map(async (a) => {
      let seq = 100_000;
      while (performance.now() < endAt) {
        seq++;
        const r = await post(
          a.url,
          '/openApi/student/exam/save',
          {
            attemptId: a.attemptId,
            questionId: a.questions[seq % a.questions.length],
            answer: { stu_answer: 'T' },
            seq,
          },
          a.token,
        );
        if (r.timed.ok) count++;
      }
    }),
  );
  return count / seconds;
}
