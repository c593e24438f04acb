/** Question-bank calls (contracts: calls/trainings.ts): the xlsx template, import (multipart: format, kind, title, then the file), export. */
import { ResponseCode, trainingCalls, ZImportBankFields } from '@lingua/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../../platform/database';
import { AppError, badRequest } from '../../../platform/errors';
import { defineRoute } from '../../../platform/route';
import { parseBody } from '../../../platform/validation';
import { exportBank, importBank } from './service';
import { bankTemplate } from './xlsx';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_BYTES = 5 * 1024 * 1024;

async function readImport(req: FastifyRequest) {
  const part = await req.file({ limits: { fileSize: MAX_BYTES + 1, files: 1 } });
  if (!part) throw badRequest('fileMissing', 'file');
  const value = (name: string) => {
    const field = part.fields[name];
    return field && !Array.isArray(field) && 'value' in field ? field.value : undefined;
  };
  const fields = parseBody(ZImportBankFields, { format: value('format'), kind: value('kind'), title: value('title') });
  const bytes = await part.toBuffer().catch(() => {
    throw new AppError(ResponseCode.payloadTooLarge, 'fileTooLarge', { limit: 5, unit: 'MB' });
  });
  if (bytes.length > MAX_BYTES)
    throw new AppError(ResponseCode.payloadTooLarge, 'fileTooLarge', { limit: 5, unit: 'MB' });
  // Checked by content, never by name: an xlsx is a spreadsheet zip, GIFT and XML are text.
  if (fields.format === 'xlsx') {
    if ((await fileTypeFromBuffer(bytes))?.mime !== XLSX_MIME) throw badRequest('bankFileNotXlsx', 'file');
  } else if (bytes.includes(0)) {
    throw badRequest('bankFileNotText', 'file');
  }
  return { ...fields, bytes };
}

export function registerQuestionBankRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, trainingCalls.bankTemplate, async ({ ctx }) => ({
    fileName: ctx.language === 'en' ? 'question-template.xlsx' : '题库导入模板.xlsx',
    base64: (await bankTemplate(ctx.language)).toString('base64'),
  }));
  defineRoute(app, db, trainingCalls.importBank, async ({ req, user, ctx }) =>
    importBank(db, user, await readImport(req), ctx.language),
  );
  defineRoute(app, db, trainingCalls.exportBank, ({ user, body, ctx }) => exportBank(db, user, body, ctx.language));
}
