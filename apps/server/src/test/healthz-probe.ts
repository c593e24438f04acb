/**
 * Asks GET /healthz every few milliseconds while a request is in flight and keeps each answer's
 * time: what any other user of the server would have waited meanwhile (p90 and max: on a shared
 * machine under load a single probe can wait for a core however free the event loop is). One
 * probe first, unmeasured: an app's first answer on a route is slow for reasons of its own.
 */
import type { FastifyInstance } from 'fastify';

export async function probeHealthzDuring<T>(
  app: FastifyInstance,
  start: () => Promise<T>,
  everyMs = 10,
): Promise<{ result: T; latencies: number[]; ms: number; p90: number; max: number }> {
  await app.inject({ method: 'GET', url: '/healthz' });
  const started = performance.now();
  const job = start();
  const latencies: number[] = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const sent = performance.now();
      const r = await app.inject({ method: 'GET', url: '/healthz' });
      if (r.statusCode !== 200) throw new Error(`/healthz answered ${r.statusCode}`);
      latencies.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  let result: T;
  try {
    result = await job;
  } finally {
    done = true;
  }
  const ms = performance.now() - started;
  await probing;
  const sorted = [...latencies].sort((a, b) => a - b);
  const p90 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? 0;
  return { result, latencies, ms, p90, max: sorted.at(-1) ?? 0 };
}
