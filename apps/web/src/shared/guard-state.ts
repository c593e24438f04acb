/** What the login guard hands the sign-in page: the page asked for before signing in. */
export interface GuardState {
  from: string;
}

export function isGuardState(value: unknown): value is GuardState {
  return typeof value === 'object' && value !== null && typeof (value as { from?: unknown }).from === 'string';
}
