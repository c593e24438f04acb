/**
 * Online time (part 1 §4): one second is added each second while signed in and the page is visible.
 * At 600 the count is posted and reset; a change of project type or sub-type posts what was counted
 * under the old project first; sign-out posts the rest; pagehide sends it with keepalive. Never 0.
 */
import { type BodyOf, HeaderName, ONLINE_TIME_FLUSH_SECONDS, userCalls } from '@lingua/contracts';
import { apiPostKeepalive } from '../../api/client';
import { userApi } from '../../api/users';
import { getSession, subscribeSession } from '../../session/store';

let seconds = 0;
let project = currentProject();

function currentProject(): { type: string; subType: string | null } {
  const { projectType, projectSubType } = getSession();
  return { type: projectType, subType: projectSubType };
}

/** The seconds belong to the project they were counted in, so its headers go with them. */
function projectHeaders(p: { type: string; subType: string | null }): Record<string, string> {
  return { [HeaderName.projectType]: p.type, [HeaderName.projectSubType]: p.subType ?? '' };
}

function take(): number {
  const duration = seconds;
  seconds = 0;
  return duration;
}

/** Posts what has been counted; resolves whatever the server says, since sign-out must go on. */
export async function flushOnlineTime(): Promise<void> {
  if (!getSession().token) {
    seconds = 0;
    return;
  }
  const duration = take();
  if (duration <= 0) return;
  await userApi.addOnlineTime({ duration }, { headers: projectHeaders(project) }).catch(() => undefined);
}

function tick(): void {
  if (!getSession().token || document.visibilityState !== 'visible') return;
  seconds += 1;
  if (seconds >= ONLINE_TIME_FLUSH_SECONDS) void flushOnlineTime();
}

function handleSessionChange(): void {
  const next = currentProject();
  if (next.type === project.type && next.subType === project.subType) return;
  const previous = project;
  project = next;
  const duration = take();
  if (duration > 0 && getSession().token) {
    void userApi.addOnlineTime({ duration }, { headers: projectHeaders(previous) }).catch(() => undefined);
  }
}

function handlePageHide(): void {
  const duration = take();
  if (duration <= 0 || !getSession().token) return;
  // The page is going away: keepalive, and no answer to read, so not through `call`.
  const body: BodyOf<typeof userCalls.addOnlineTime> = { duration };
  apiPostKeepalive(userCalls.addOnlineTime.path, body, projectHeaders(project));
}

/** Starts the one counter of the page; returns its stop function. */
export function startOnlineTimeCounter(): () => void {
  project = currentProject();
  const timer = window.setInterval(tick, 1000);
  const unsubscribe = subscribeSession(handleSessionChange);
  window.addEventListener('pagehide', handlePageHide);
  return () => {
    window.clearInterval(timer);
    unsubscribe();
    window.removeEventListener('pagehide', handlePageHide);
  };
}
