// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPostKeepalive } from '../../api/client';
import { userApi } from '../../api/users';
import { setProject, signIn } from '../../session/actions';
import { buildLoginResponse } from '../../test/login-response';
import { flushOnlineTime, startOnlineTimeCounter } from './online-time-counter';

vi.mock('../../api/users', () => ({ userApi: { addOnlineTime: vi.fn(async () => null) } }));
vi.mock('../../api/client', () => ({ apiPostKeepalive: vi.fn() }));

const login = buildLoginResponse({ userId: 1, userType: 2, stuId: 1, classId: null, className: null });

let stop: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  signIn(login);
  stop = startOnlineTimeCounter();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.clearAllMocks();
});

const posted = () =>
  vi.mocked(userApi.addOnlineTime).mock.calls.map(([body, options]) => [body.duration, options?.headers]);

describe('the online-time counter (part 1 §4)', () => {
  it('posts 600 and starts again when the count reaches 600', async () => {
    await vi.advanceTimersByTimeAsync(599_000);
    expect(userApi.addOnlineTime).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(posted()).toEqual([[600, { 'zyzh-project-type': 'int_edu', 'zyzh-project-sub-type': '' }]]);
    await vi.advanceTimersByTimeAsync(30_000);
    await flushOnlineTime();
    expect(posted()[1]?.[0]).toBe(30);
  });

  it('posts what it has under the old project when the project changes', async () => {
    await vi.advanceTimersByTimeAsync(42_000);
    setProject('int_vr', null, '4');
    expect(posted()).toEqual([[42, { 'zyzh-project-type': 'int_edu', 'zyzh-project-sub-type': '' }]]);
    await vi.advanceTimersByTimeAsync(5_000);
    await flushOnlineTime();
    expect(posted()[1]).toEqual([5, { 'zyzh-project-type': 'int_vr', 'zyzh-project-sub-type': '' }]);
  });

  it('sends the rest with keepalive when the page goes away', async () => {
    await vi.advanceTimersByTimeAsync(7_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(apiPostKeepalive).toHaveBeenCalledWith(
      '/openApi/overall/addOnlineTime',
      { duration: 7 },
      { 'zyzh-project-type': 'int_edu', 'zyzh-project-sub-type': '' },
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(apiPostKeepalive).toHaveBeenCalledTimes(1);
  });

  it('does not count while the page is hidden, and never posts 0', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await vi.advanceTimersByTimeAsync(60_000);
    await flushOnlineTime();
    expect(userApi.addOnlineTime).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
