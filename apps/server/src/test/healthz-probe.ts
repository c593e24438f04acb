/**
 * Asks GET /healthz every few milliseconds while a request is in flight: each answer must be a 200
 * (it throws otherwise), and the waits are kept, so a test can see how many probes were answered
 * meanwhile (a request that held the event loop would let one through, at its end). How long they
 * waited is not asserted in tests (the cores are shared): the sheets bench prints it. One probe
 * first, unmeasured: an app's first answer on a route is slow for reasons of its own.
 */
import type { FastifyInstance } from 'fastify';

export async function probeHealthzDuring<T>(
  app: FastifyInstance,
  start: () => Promise<T>,
  everyMs = 10,
): Promise<{ result: T; latencies: number[] }> {
  await app.inject({ method: 'GET', url: '/healthz' });
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
  await probing;
  return { result, latencies };
}
