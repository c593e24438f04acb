// A worker thread does not inherit tsx's loader from the server (nor from the test runner): this
// plain module loads the TypeScript worker named in workerData through tsx's own API.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.module, import.meta.url);
