/**
 * Document conversion (docs/api.md "Document conversion"): getConvertFileUrl answers where a
 * handed file's conversion stands, queuing it the first time.
 */
import { documentCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { FileSigner } from '../../platform/file-urls';
import { defineRoute } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import type { DocumentConversions } from './conversions';
import { admittedSourcePath } from './handed-file';

export function registerDocumentRoutes(
  app: FastifyInstance,
  db: Db,
  storage: FileStorage,
  signer: FileSigner,
  conversions: DocumentConversions,
): void {
  defineRoute(app, db, documentCalls.convertFile, async ({ body, ctx }) => {
    const sourcePath = admittedSourcePath(body.fileUrl, signer);
    if (!(await storage.stat(`/files/${sourcePath}`))) throw notFound();
    return conversions.state(sourcePath, ctx.language);
  });
}
