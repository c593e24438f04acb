// A worker thread does not inherit tsx's loader from the server (nor from the test runner): this
// plain module loads the TypeScript worker named in workerData through tsx's own API. First it
// lowers its own priority: on Linux a thread's nice value is its own, so when cores are short the
// request thread runs before a workbook being read.
import os from 'node:os';
import { workerData } from 'node:worker_threads';

try {
  os.setPriority(10);
} catch {
  // Not allowed here: the worker reads at the server's priority.
}
// Imported after the priority is lowered: loading tsx is most of a worker's start.
const { tsImport } = await import('tsx/esm/api');
await tsImport(workerData.module, import.meta.url);
