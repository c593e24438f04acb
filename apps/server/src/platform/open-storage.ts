/** The storage the configuration names: the data folder's files by default, or an S3-compatible store. */
import path from 'node:path';
import type { StorageConfig } from './config';
import { createDiskStorage, type FileStorage } from './storage';
import { createS3Storage } from './storage-s3';

export function openStorage(config: StorageConfig, dataDir: string): FileStorage {
  if (config.kind === 'disk') return createDiskStorage(path.join(dataDir, 'files'));
  // Uploads being received and engines' copies stay on this machine's disk.
  return createS3Storage({ ...config, workDir: path.join(dataDir, 'work') });
}
