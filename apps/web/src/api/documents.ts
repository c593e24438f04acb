/** Document conversion (contracts: calls/documents.ts). */
import { documentCalls } from '@lingua/contracts';
import { call } from './client';

export const documentApi = {
  /** Queues the file's conversion on the first call; later calls answer where it stands. Quiet: the viewer shows failures. */
  convert: (fileUrl: string) => call(documentCalls.convertFile, { fileUrl }, { quiet: true }),
};
