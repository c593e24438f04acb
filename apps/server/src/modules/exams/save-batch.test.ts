/**
 * The saves' group commit through the real app: saves of many students sent at once are written
 * in shared batches, every acknowledged save is in the database, and a batch that fails (a failure
 * injected in the database) fails every save in it, none acknowledged and none written.
 */
import type { TExamSaveAck, TExamSheet } from '@lingua/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createExam, examFixture, S, start } from '../../test/fixtures/exams';
import { saveWriter } from './save-batch';

let t: TestApp;
const now = new Date('2026-11-20T08:00:00Z');

beforeAll(async () => {
  // A wide window, so that the saves sent together surely share batches on a busy machine.
  t = await buildTestApp({ clock: () => now, examSaves: { windowMs: 40 } });
});
afterAll(() => t.close());

const STUDENTS = 12;

async function sittings() {
  const f = await examFixture(t, STUDENTS);
  const examId = await createExam(t, f, now);
  const sheets = await Promise.all(
    f.tokens.map(async (token) => ({ token, sheet: (await start(t, token, examId)).body.data as TExamSheet })),
  );
  const question = (sheet: TExamSheet, stem: string) =>
    sheet.questions.find((x) => x.stem.startsWith(stem))?.questionId as number;
  return { f, sheets, question };
}

const save = (token: string, attemptId: number, questionId: number, answer: unknown, seq: number) =>
  t.call<TExamSaveAck>(`${S}save`, { attemptId, questionId, answer, seq }, { token });

async function storedAnswers(attemptIds: number[]) {
  const result = await t.db.execute(
    sql`select attempt_id, question_id, answer, seq from exam_answers where attempt_id in ${attemptIds}`,
  );
  return (result as unknown as { rows: { attempt_id: number; question_id: number; answer: unknown; seq: number }[] })
    .rows;
}

describe('group commit of answer saves', () => {
  it('writes concurrent saves in shared batches, and every acknowledged save is in the database', async () => {
    const { sheets, question } = await sittings();
    const writer = saveWriter(t.db);
    const before = { ...writer.written };
    // Every student saves three questions at once, some twice (a live save and a journal resend).
    const sends = sheets.flatMap(({ token, sheet }, i) =>
      ['Which', 'CIF', 'FOB', 'CIF'].map((stem, k) => ({
        token,
        attemptId: sheet.attemptId,
        questionId: question(sheet, stem),
        answer: stem === 'Which' ? { stu_answer: 'B' } : { stu_answer: (i + k) % 2 ? 'T' : 'F' },
        seq: k + 1,
      })),
    );
    const results = await Promise.all(sends.map((s) => save(s.token, s.attemptId, s.questionId, s.answer, s.seq)));
    expect(results.map((r) => r.body.code)).toEqual(sends.map(() => 200));
    const batches = writer.written.batches - before.batches;
    expect(writer.written.requests - before.requests).toBe(sends.length);
    // Shared: far fewer statements than saves (one attempt is at most once in a batch: 4 at least).
    expect(batches).toBeLessThan(sends.length / 2);

    const stored = await storedAnswers(sheets.map((s) => s.sheet.attemptId));
    for (const [i, s] of sends.entries()) {
      const ack = results[i]?.body.data as TExamSaveAck;
      const row = stored.find((r) => r.attempt_id === s.attemptId && r.question_id === s.questionId);
      // Acknowledged means written: the row holds this save or a newer one of the same question.
      expect(row, `attempt ${s.attemptId} question ${s.questionId}`).toBeTruthy();
      expect(Number(row?.seq)).toBeGreaterThanOrEqual(ack.seq);
      if (Number(row?.seq) === ack.seq) expect(row?.answer).toEqual(s.answer);
    }
  });

  it('fails every save of a failed batch: none is acknowledged and none is written', async () => {
    const { sheets, question } = await sittings();
    // Warm (the attempt's facts, the paper, the session), so the burst below reaches the writer together.
    await Promise.all(
      sheets.map(({ token, sheet }) => save(token, sheet.attemptId, question(sheet, 'FOB'), { stu_answer: 'F' }, 1)),
    );
    // The injected failure: the database refuses the batch that holds a save numbered 666.
    await t.db.execute(sql`
      create or replace function fail_save_666() returns trigger language plpgsql as $$
      begin
        if new.seq = 666 then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger fail_save_666 before insert or update on exam_answers for each row execute function fail_save_666()`,
    );
    try {
      const results = await Promise.all(
        sheets.map(({ token, sheet }, i) =>
          save(token, sheet.attemptId, question(sheet, 'CIF'), { stu_answer: 'T' }, i === 5 ? 666 : 1),
        ),
      );
      const failed = sheets.filter((_, i) => (results[i]?.body.code ?? 0) >= 500).map((s) => s.sheet.attemptId);
      const acknowledged = sheets.filter((_, i) => results[i]?.body.code === 200).map((s) => s.sheet.attemptId);
      expect(failed.length + acknowledged.length).toBe(STUDENTS);
      // The poisoned save failed, and so did the saves that shared its batch (the burst's others).
      expect(failed).toContain(sheets[5]?.sheet.attemptId);
      expect(failed.length).toBeGreaterThan(1);
      // None of the failed is written; every acknowledged one is.
      const cif = (await storedAnswers(sheets.map((s) => s.sheet.attemptId))).filter(
        (r) => r.question_id === question(sheets[0]?.sheet as TExamSheet, 'CIF'),
      );
      expect(cif.map((r) => r.attempt_id).sort()).toEqual([...acknowledged].sort());
    } finally {
      await t.db.execute(sql`drop trigger fail_save_666 on exam_answers`);
    }
    // The next batch is written normally, and the page's resend lands.
    const again = await Promise.all(
      sheets.map(({ token, sheet }) => save(token, sheet.attemptId, question(sheet, 'CIF'), { stu_answer: 'T' }, 2)),
    );
    expect(again.every((r) => r.body.code === 200)).toBe(true);
    expect(await storedAnswers(sheets.map((s) => s.sheet.attemptId))).toHaveLength(STUDENTS * 2);
  });
});
