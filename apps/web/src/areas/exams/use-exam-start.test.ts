// @vitest-environment happy-dom
import type { TExamSheet, TExamSummary } from '@lingua/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastError } from '../../api/notify';
import { MAX_START_TRIES, retryDelayMs, type StartWait, startWithRetry } from './use-exam-start';

vi.mock('../../api/notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const crowded = { code: 429, message: '考试人数过多，请稍后再试' };
const exam: TExamSummary = {
  examId: 3,
  classId: 1,
  className: 'Class 1',
  paperId: 2,
  title: 'Unit test',
  mode: 0,
  opensAt: '2026-01-01T00:00:00.000Z',
  closesAt: '2026-01-01T02:00:00.000Z',
  timeLimitMinutes: 60,
  maxAttempts: 1,
  shuffle: false,
  showDetails: false,
  faceCheck: false,
  published: false,
  paused: false,
  signInEnded: false,
  closed: false,
  questionCount: 0,
  fullMark: 0,
};
/** A whole sheet: in development the client checks every answer against its contract. */
const sheet: TExamSheet = {
  exam,
  attemptId: 7,
  attemptNo: 1,
  status: 'inProgress',
  locked: false,
  clock: { now: exam.opensAt, deadline: exam.closesAt, remainingSeconds: 3600, paused: false },
  questions: [],
  answers: [],
};

/** The server's answers to successive start calls. */
function answers(...bodies: object[]) {
  const queue = [...bodies];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const body = queue.shift() ?? crowded;
      return new Response(JSON.stringify(body), { status: (body as { code: number }).code === 200 ? 200 : 429 });
    }),
  );
}

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('starting an exam through the start storm', () => {
  it('waits and tries again while the server says too many test takers, then starts', async () => {
    answers(crowded, crowded, { code: 200, data: sheet });
    const waits: (StartWait | null)[] = [];
    const slept: number[] = [];
    const started = await startWithRetry(
      3,
      (w) => waits.push(w),
      async (ms) => void slept.push(ms),
      () => 0.5,
    );
    expect(started).toEqual(sheet);
    expect(slept).toEqual([2000, 4000]);
    expect(waits).toEqual([{ attempt: 1, seconds: 2 }, { attempt: 2, seconds: 4 }, null]);
    expect(toastError).not.toHaveBeenCalled();
  });

  it(`gives up after ${MAX_START_TRIES} refusals and says why`, async () => {
    answers();
    const slept: number[] = [];
    await expect(
      startWithRetry(
        3,
        () => {},
        async (ms) => void slept.push(ms),
        () => 0.5,
      ),
    ).rejects.toThrow('考试人数过多');
    expect(slept).toHaveLength(MAX_START_TRIES - 1);
    expect(toastError).toHaveBeenCalledWith('考试人数过多，请稍后再试');
  });

  it('shows any other refusal at once, without retrying', async () => {
    answers({ code: 409, message: '不在入场时间范围内（请联系监考老师）' });
    const sleep = vi.fn(async () => {});
    await expect(startWithRetry(3, () => {}, sleep)).rejects.toThrow('不在入场时间范围内');
    expect(sleep).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith('不在入场时间范围内（请联系监考老师）');
  });

  it('spreads the pauses so a crowd does not come back together, and caps them at 15 s', () => {
    expect(retryDelayMs(1, () => 0)).toBe(1000);
    expect(retryDelayMs(1, () => 0.999)).toBeGreaterThan(2990);
    expect(retryDelayMs(6, () => 0.5)).toBe(15000);
  });
});
