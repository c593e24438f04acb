/**
 * A real S3 protocol server for tests (s3rver, on a free local port, its objects in a temporary
 * folder), and S3 storages on it: each storage gets its own key prefix, so tests sharing the
 * server never see each other's files.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage, type S3Storage } from '../platform/storage-s3';

export const TEST_BUCKET = 'lingua-test';

export interface TestS3 {
  endpoint: string;
  /** A storage on the server under a fresh prefix, its work folder a fresh temporary folder. */
  newStorage(): S3Storage;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), 'lingua-s3rver-')),
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const storages: S3Storage[] = [];
  return {
    endpoint,
    newStorage() {
      const storage = createS3Storage({
        endpoint,
        region: 'us-east-1',
        bucket: TEST_BUCKET,
        // s3rver's fixed development credentials.
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: `${randomUUID()}/`,
        workDir: mkdtempSync(path.join(os.tmpdir(), 'lingua-s3-work-')),
      });
      storages.push(storage);
      return storage;
    },
    async close() {
      for (const storage of storages) storage.client.destroy();
      server.httpServer.closeAllConnections();
      await server.close();
    },
  };
}
