/** The roster calls (contracts: calls/classes.ts): template, import (multipart: classId field first, then the file) and export. */
import { classCalls, ResponseCode } from '@lingua/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../platform/database';
import { AppError, badRequest } from '../../platform/errors';
import { defineRoute } from '../../platform/route';
import { exportRoster, importRoster, rosterTemplate } from './student-roster';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_BYTES = 2 * 1024 * 1024;

async function readImport(req: FastifyRequest): Promise<{ classId: number; bytes: Buffer }> {
  const part = await req.file({ limits: { fileSize: MAX_BYTES + 1, files: 1 } });
  if (!part) throw badRequest('fileMissing', 'file');
  const field = part.fields.classId;
  const raw = field && 'value' in field ? field.value : (req.query as Record<string, unknown>).classId;
  const classId = Number(raw);
  const bytes = await part.toBuffer().catch(() => {
    throw new AppError(ResponseCode.payloadTooLarge, 'fileTooLarge', { limit: 2, unit: 'MB' });
  });
  if (!Number.isSafeInteger(classId) || classId <= 0) throw badRequest('fieldRequired', 'classId');
  if (bytes.length > MAX_BYTES)
    throw new AppError(ResponseCode.payloadTooLarge, 'fileTooLarge', { limit: 2, unit: 'MB' });
  // An xlsx is a zip: the content must say spreadsheet, whatever the name says.
  if ((await fileTypeFromBuffer(bytes))?.mime !== XLSX_MIME) throw badRequest('rosterNotXlsx', 'file');
  return { classId, bytes };
}

export function registerRosterRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, classCalls.importTemplate, ({ ctx }) => rosterTemplate(ctx.language));
  defineRoute(app, db, classCalls.importStudents, async ({ req, user, ctx }) => {
    const { classId, bytes } = await readImport(req);
    return importRoster(db, user, classId, bytes, ctx.language);
  });
  defineRoute(app, db, classCalls.exportStudents, ({ user, body, ctx }) =>
    exportRoster(db, user, body.classId, ctx.language),
  );
}
