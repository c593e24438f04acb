/**
 * Once the user starts signing in (focus on the form), the app behind sign-in starts loading: the
 * rest of the route table, antd and the dictionary. The first page stays small for everyone who
 * only opens it, and the home page after sign-in does not wait for all of it at once.
 */
import { whenDictionaryReady } from '../i18n/setup';
import { onWarmUp } from '../shared/warm-up';

let started = false;

function loadApp(): void {
  if (started) return;
  started = true;
  void Promise.all([import('./app-routes'), import('./antd-frame'), whenDictionaryReady()]).catch(() => {
    // A failed chunk is loaded again by the navigation that needs it.
    started = false;
  });
}

/** Called once at start (router.tsx): the sign-in form's focus then loads the app. */
export function registerWarmUp(): void {
  onWarmUp(loadApp);
}
