// @vitest-environment happy-dom

import { schoolCalls } from '@lingua/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/client';
import { setLanguage } from '../../session/actions';
import { changeLanguage } from './use-change-language';

vi.mock('../../api/notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

/** A server that answers in the request's language, slowly enough to switch mid-request. */
function slowServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const language = new Headers(init.headers).get('Accept-Language');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const schoolName = language === 'en' ? 'Lingua Demo School' : '灵格演示学校';
      const data = { id: 1, schoolName, schoolLogUrl: '' };
      return new Response(JSON.stringify({ code: 200, data }), { status: 200 });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('zh');
});

describe('switching the language', () => {
  it('fetches a page loading for the first time again in the new language', async () => {
    slowServer();
    setLanguage('zh');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const observer = new QueryObserver(client, {
      queryKey: ['loginPageInfo', 1],
      queryFn: () => call(schoolCalls.loginPageInfo, { id: 1 }),
    });
    const seen: string[] = [];
    const stop = observer.subscribe((r) => {
      if (r.data) seen.push(r.data.schoolName);
    });
    // The first load is in flight (in Chinese) when the student presses English.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await changeLanguage(client, 'en');
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.schoolName).toBe('Lingua Demo School'));
    expect(seen).not.toContain('灵格演示学校');
    stop();
  });
});
