/** The roster calls (contracts: calls/classes.ts): template, import (multipart: classId field first, then the file) and export. */
import { classCalls } from '@lingua/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database';
import { badRequest } from '../../platform/errors';
import { defineRoute } from '../../platform/route';
import { readUploadedXlsx } from '../../platform/spreadsheet/uploaded-xlsx';
import { exportRoster, importRoster, rosterTemplate } from './student-roster';

async function readImport(req: FastifyRequest): Promise<{ classId: number; bytes: Buffer }> {
  const upload = await readUploadedXlsx(req, { maxMb: 2, notXlsxKey: 'rosterNotXlsx' });
  const classId = Number(upload.field('classId') ?? (req.query as Record<string, unknown>).classId);
  if (!Number.isSafeInteger(classId) || classId <= 0) throw badRequest('fieldRequired', 'classId');
  return { classId, bytes: upload.bytes };
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
