/**
 * The sign-in form asks the app behind sign-in to start loading (app/warm-up.ts registers how):
 * the form sits in an area, below the app, so it reaches the app's loader only through this hook.
 */
let warmUp: () => void = () => {};

export function onWarmUp(load: () => void): void {
  warmUp = load;
}

export function warmUpApp(): void {
  warmUp();
}
