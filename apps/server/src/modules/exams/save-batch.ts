/**
 * The answer saves' group commit (platform/group-commit.ts): the saves of many students arriving
 * within a few milliseconds are written by one statement, one round trip and one commit, and
 * each save is acknowledged only once that commit is done. The statement does for every row what
 * the one-save statement did: it locks the student's running attempt (every condition of a save
 * in its WHERE, the session's too), upserts the answer unless a newer one is there, and moves
 * the attempt's progress by one for a first answer. A row whose conditions fail writes nothing
 * and answers null; the caller then reads why. One attempt is never twice in a batch nor in two
 * batches at once (the group commit's key), and attempts are locked in id order, so batches never
 * deadlock one another or a submit.
 */
import type { TQuestionAnswer } from '@lingua/contracts';
import { type Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, postgresPool } from '../../platform/database';
import { GroupCommit } from '../../platform/group-commit';
import { SAVE_GRACE_SECONDS } from './exam-access';

export interface SaveRow {
  attemptId: number;
  studentId: number;
  /** The session the save came with: the statement checks it is still open (521/700 stay exact). */
  sessionId: number;
  questionId: number;
  answer: TQuestionAnswer;
  seq: number;
  /** The server's time of the save (ISO). */
  at: string;
}

export interface SavedRow {
  answered: number;
  deadlineAt: Date;
}

/** Saves waiting for a batch before one more is refused with 429 (the page resends it). */
export const MAX_WAITING_SAVES = 5_000;

export interface SaveWriterOptions {
  windowMs?: number;
  /** 1: every save its own statement (group commit off). */
  maxBatch?: number;
  maxInFlight?: number;
}

const writers = new WeakMap<Db, GroupCommit<SaveRow, SavedRow | null>>();

/** Makes the writer of a database (one per pool, so one per instance); the app does at start. */
export function createSaveWriter(db: Db, options: SaveWriterOptions = {}): GroupCommit<SaveRow, SavedRow | null> {
  const writer = new GroupCommit<SaveRow, SavedRow | null>({
    key: (row) => row.attemptId,
    flush: (rows) => writeSaves(db, rows),
    windowMs: options.windowMs ?? 2,
    maxBatch: options.maxBatch ?? 200,
    // Leaves the pool's other connections to starts, reads and the board.
    maxInFlight: options.maxInFlight ?? 4,
  });
  writers.set(db, writer);
  return writer;
}

/** The database's writer. */
export function saveWriter(db: Db): GroupCommit<SaveRow, SavedRow | null> {
  return writers.get(db) ?? createSaveWriter(db);
}

/** The batch statement, its rows one JSON parameter (a string, or the prepared text's placeholder). */
const batchStatement = (input: string | Placeholder) => sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb)
        as i(attempt_id int, student_id int, session_id int, question_id int, answer jsonb, seq int, at timestamptz)
    ),
    claimed as (
      -- The running attempts, locked in id order: a concurrent submit of one waits here and then
      -- sees the other's outcome (READ COMMITTED re-checks these conditions on the new row).
      select a.id, i.question_id, i.answer, i.seq, i.at
      from input i
      join exam_attempts a on a.id = i.attempt_id and a.student_id = i.student_id
      join exams e on e.id = a.exam_id
      join sessions s on s.id = i.session_id and s.user_id = i.student_id
      where a.state = 'inProgress'
        and not a.locked
        and e.paused_at is null
        and e.closed_at is null
        and e.deleted_at is null
        and i.at <= a.deadline_at + make_interval(secs => ${sql.raw(String(SAVE_GRACE_SECONDS))})
        and s.ended_at is null
        and s.expires_at > i.at
      order by a.id
      for no key update of a
    ),
    saved as (
      -- A resend from the journal with an older number never overwrites a newer save.
      insert into exam_answers (attempt_id, question_id, answer, seq, saved_at)
      select id, question_id, answer, seq, at from claimed
      on conflict (attempt_id, question_id) do update
        set answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at
        where exam_answers.seq <= excluded.seq
      returning attempt_id, (xmax = 0) as inserted
    )
    -- Progress counts a question once: only a first answer (a real insert, xmax = 0) adds one.
    update exam_attempts a
    set last_save_at = c.at,
        answered = a.answered + (select count(*) from saved where saved.attempt_id = a.id and saved.inserted)
    from claimed c
    where a.id = c.id
    returning a.id, a.answered, a.deadline_at as "deadlineAt"
`;

/** Its text with $1 for the rows, prepared once per PostgreSQL connection under this name. */
const PREPARED_TEXT = new PgDialect().sqlToQuery(batchStatement(sql.placeholder('input'))).sql;

export async function writeSaves(db: Db, rows: SaveRow[]): Promise<(SavedRow | null)[]> {
  const input = JSON.stringify(
    rows.map((r) => ({
      attempt_id: r.attemptId,
      student_id: r.studentId,
      session_id: r.sessionId,
      question_id: r.questionId,
      answer: r.answer,
      seq: r.seq,
      at: r.at,
    })),
  );
  // PostgreSQL: a named statement, parsed and planned once per connection (Drizzle's execute
  // cannot name one). PGlite: as any statement.
  const pool = postgresPool(db);
  const result = pool
    ? await pool.query({ name: 'exam_save_batch', text: PREPARED_TEXT, values: [input] })
    : await db.execute(batchStatement(input));
  const byAttempt = new Map(
    (result as unknown as { rows: { id: number; answered: number; deadlineAt: string | Date }[] }).rows.map((r) => [
      Number(r.id),
      { answered: Number(r.answered), deadlineAt: new Date(r.deadlineAt) },
    ]),
  );
  return rows.map((r) => byAttempt.get(r.attemptId) ?? null);
}
