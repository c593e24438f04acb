// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { useAnswerJournal } from './use-answer-journal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Handle = ReturnType<typeof useAnswerJournal<string, { savedAt: string }>>;
const KEY = 'lingua.test.hook';

type Send = (key: string, value: string, seq: number) => Promise<{ savedAt: string }>;

/** A page using the hook; it hands the test what it would render from. */
function Page({ send, seen }: { send: Send; seen: { current: Handle | null } }) {
  seen.current = useAnswerJournal<string, { savedAt: string }>({
    storageKey: KEY,
    send,
    savedAt: (ack) => ack.savedAt,
  });
  return null;
}

function mountPage(send: Send) {
  const seen: { current: Handle | null } = { current: null };
  const root: Root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Page, { send, seen })));
  return { seen, unmount: () => act(() => root.unmount()) };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAnswerJournal on a page', () => {
  it('shows the save state, and a reload sends what the closed page could not', async () => {
    const down = vi.fn(async () => {
      throw new ApiError(0, 'network');
    });
    const first = mountPage(down);
    await act(async () => {
      first.seen.current?.record('4', 'typed offline');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(first.seen.current?.state).toEqual({ kind: 'offline' });
    expect(first.seen.current?.pendingCount).toBe(1);
    first.unmount();

    // The page is loaded again: the journal sends the answer on mount, before anything is typed.
    const received: [string, string, number][] = [];
    const up = vi.fn(async (key: string, value: string, seq: number) => {
      received.push([key, value, seq]);
      return { savedAt: '2026-11-25T05:00:00.000Z' };
    });
    const second = mountPage(up);
    expect(second.seen.current?.pendingValues().get('4')).toBe('typed offline');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(received).toEqual([['4', 'typed offline', 1]]);
    expect(second.seen.current?.state).toEqual({ kind: 'saved', at: '2026-11-25T05:00:00.000Z' });
    expect(second.seen.current?.pendingCount).toBe(0);
    second.unmount();
  });

  it('keeps the same actions while the state changes, so callbacks built on them stay put', async () => {
    const page = mountPage(async () => ({ savedAt: '2026-11-25T05:00:00.000Z' }));
    const before = page.seen.current;
    await act(async () => {
      before?.record('1', 'a');
      await vi.advanceTimersByTimeAsync(0);
    });
    const after = page.seen.current;
    expect(after?.state.kind).toBe('saved');
    expect(after?.flush).toBe(before?.flush);
    expect(after?.record).toBe(before?.record);
    page.unmount();
  });
});
