/** What the load benches share: calls as the page makes them, sign-in, a bounded pool, percentiles. */

export interface Envelope<T> {
  code: number;
  message?: string;
  data?: T;
}

/** One call, its whole envelope (a bench that counts refusals reads the code itself). */
export async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** One call, its data; any answer but 200 or 222 throws with the path and the message. */
export async function call<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const envelope = await post<T>(base, path, body, token);
  if (envelope.code !== 200 && envelope.code !== 222) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data as T;
}

export const signIn = (base: string, mobile: string, password: string): Promise<string> =>
  call<{ token: string }>(base, '/openApi/login/login', { mobile, password }).then((d) => d.token);

/** Runs `fn` over `items`, `width` at a time. */
export async function pool<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i] as T);
      }
    }),
  );
  return out;
}

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};
