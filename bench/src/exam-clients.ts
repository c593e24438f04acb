/** The simulated people of the exam benchmark: a timed POST, and the invigilator's open board. */
import WebSocket from 'ws';

export interface Timed {
  ms: number;
  ok: boolean;
}

export async function post<T>(
  url: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ data: T | undefined; timed: Timed }> {
  const started = performance.now();
  try {
    const r = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = (await r.json()) as { code: number; data?: T };
    const ok = envelope.code === 200 || envelope.code === 222;
    return { data: envelope.data, timed: { ms: performance.now() - started, ok } };
  } catch {
    return { data: undefined, timed: { ms: performance.now() - started, ok: false } };
  }
}

/** The board as a page holds it: a socket on the exam's room, plus a full read every 5 s. */
export async function openBoard(url: string, token: string, examId: number) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/openApi/realtime`);
  let events = 0;
  const reads: Timed[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.on('message', (raw) => {
    const m = JSON.parse(raw.toString()) as { type: string };
    if (m.type === 'event') events++;
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await new Promise((r) => setTimeout(r, 200));
  socket.send(JSON.stringify({ type: 'subscribe', room: `exam:${examId}` }));
  const timer = setInterval(() => {
    void post(url, '/openApi/teacher/exam/board', { examId }, token).then((r) => reads.push(r.timed));
  }, 5000);
  return {
    stats: () => ({ events, reads }),
    close: () => {
      clearInterval(timer);
      socket.close();
    },
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}
