/**
 * `npm run sheets -w @lingua/bench`: hostile spreadsheets against the class roster import. Starts
 * the server (PGlite, demo school; `SHEETS_BENCH_ROOT` points at another checkout to measure its
 * code instead, e.g. the commit before the shared reader), signs in as a demo teacher and uploads
 * each workbook while another client asks GET /healthz every 10 ms. Prints per workbook: its size,
 * the answer, the import's time, the server's peak RSS during it (VmHWM, reset before each), and
 * /healthz p50/p99/max. Server and client share this machine's cores.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineRow, repeated, rosterBomb, rosterOf, xlsxOf } from '../../apps/server/src/test/xlsx-zip';
import { percentile } from './exam-clients';
import { repoRoot, waitHealthy } from './server-process';

const print = (line: string) => process.stdout.write(`${line}\n`);
const root = path.resolve(process.env.SHEETS_BENCH_ROOT ?? repoRoot);
const port = Number(process.env.SHEETS_BENCH_PORT ?? 3471);
const url = `http://127.0.0.1:${port}`;
/** An import still running after this long is abandoned (the old reader took minutes). */
const clientTimeoutMs = Number(process.env.SHEETS_BENCH_TIMEOUT_MS ?? 600_000);
const TEACHER = '13800000006';

/** Each row of a bomb claims to be row 2, so exceljs (the old reader) reads them all too. */
const workbooks: { name: string; bytes: () => Buffer }[] = [
  { name: 'rows bomb: 345k rows, 39 MB of XML', bytes: () => rosterBomb(345_000) },
  { name: 'rows bomb: 1.37M rows, 153 MB of XML', bytes: () => rosterBomb(1_370_000) },
  { name: 'lying directory: 345k rows declared 4 KB', bytes: () => rosterBomb(345_000, { sheetDeclaredSize: 4000 }) },
  { name: 'a real-looking roster of 100k students, 11 MB of XML', bytes: () => rosterOf(100_000) },
  {
    name: 'within every limit: 1.5M empty rows, 18 MB of XML',
    bytes: () => xlsxOf({ sheetData: [inlineRow(['手机号', '姓名'], 1), repeated('<row r="3"/>', 1_500_000)] }),
  },
];

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
  });
}

/** Linux: the process's peak resident set since the last reset, in MB. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** Writing 5 to clear_refs resets the peak to the current resident set (Linux 4.0+). */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const r = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return ((await r.json()) as { data: T }).data;
}

async function importRoster(token: string, classId: number, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('classId', String(classId));
  form.append('file', new Blob([new Uint8Array(bytes)]), 'roster.xlsx');
  try {
    const r = await fetch(`${url}/openApi/teacher/manage/class/importStudents`, {
      method: 'POST',
      headers: { token },
      body: form,
      signal: AbortSignal.timeout(clientTimeoutMs),
    });
    const envelope = (await r.json()) as { code: number; message: string };
    return `${r.status} ${envelope.message}`;
  } catch (error) {
    return `no answer (${error instanceof Error ? error.name : String(error)})`;
  }
}

/** GET /healthz every 10 ms until `done` settles; each probe's time in ms. */
async function probe(done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const latencies: number[] = [];
  while (!finished) {
    const sent = performance.now();
    await fetch(`${url}/healthz`).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - sent);
    await new Promise((r) => setTimeout(r, 10));
  }
  return latencies;
}

async function main(): Promise<void> {
  print(
    `Hostile spreadsheets · ${new Date().toISOString()} · node ${process.version} · ${os.cpus().length} cores · code at ${root}`,
  );
  const files = workbooks.map((w) => ({ name: w.name, bytes: w.bytes() }));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lingua-sheets-'));
  const server = startServer(dataDir);
  const pid = server.pid ?? 0;
  try {
    await waitHealthy(url, server);
    const { token } = await post<{ token: string }>('/openApi/login/login', { mobile: TEACHER, password: 'lingua123' });
    const classes = await post<{ classId: number }[]>('/openApi/teacher/manage/class/classList', {}, token);
    const classId = classes[0]?.classId ?? 0;
    const idle = await probe(new Promise((r) => setTimeout(r, 1000)));
    print(`/healthz idle: p50 ${percentile(idle, 50)} ms, p99 ${percentile(idle, 99)} ms`);
    print(`server RSS before the imports: ${peakRssMb(pid)} MB peak since start`);
    for (const file of files) {
      resetPeak(pid);
      const before = peakRssMb(pid);
      const started = performance.now();
      const answer = importRoster(token, classId, file.bytes);
      const latencies = await probe(answer);
      const ms = Math.round(performance.now() - started);
      print(`\n${file.name} (${Math.round(file.bytes.length / 1024)} KB)`);
      print(`  answer: ${await answer}`);
      print(`  import: ${ms} ms; server peak RSS ${peakRssMb(pid)} MB (${before} MB before)`);
      print(
        `  /healthz during it: ${latencies.length} probes, p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${Math.round(Math.max(...latencies))} ms`,
      );
    }
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
