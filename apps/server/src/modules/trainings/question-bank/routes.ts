/** Question-bank calls (contracts: calls/trainings.ts): the xlsx template, the dry run (multipart: format, then the file), import (multipart: format, kind, title, categories, then the file), export. */
import { ResponseCode, trainingCalls, ZCheckBankFields, ZImportBankFields } from '@lingua/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../../platform/database';
import { AppError, badRequest } from '../../../platform/errors';
import { defineRoute } from '../../../platform/route';
import type { FileStorage } from '../../../platform/storage';
import { parseBody } from '../../../platform/validation';
import { checkBank, exportBank, importBank } from './service';
import { bankTemplate } from './xlsx';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_BYTES = 5 * 1024 * 1024;

async function readImport<F extends { format: string }>(
  req: FastifyRequest,
  parse: (value: (name: string) => unknown) => F,
) {
  const part = await req.file({ limits: { fileSize: MAX_BYTES + 1, files: 1 } });
  if (!part) throw badRequest('fileMissing', 'file');
  const value = (name: string) => {
    const field = part.fields[name];
    return field && !Array.isArray(field) && 'value' in field ? field.value : undefined;
  };
  const fields = parse(value);
  const bytes = await part.toBuffer().catch(() => {
    throw new AppError(ResponseCode.payloadTooLarge, 'fileTooLarge', { limit: 5, unit: 'MB' });
  });
  if (bytes.length > MAX_BYTES)
    throw new AppError(ResponseCode.payloadTooLarge, 'fileTooLarge', { limit: 5, unit: 'MB' });
  // Checked by content, never by name: an xlsx is a spreadsheet zip; GIFT and XML are text, which
  // the parse decodes (service.ts bankText), refusing binary files and unknown encodings.
  if (fields.format === 'xlsx' && (await fileTypeFromBuffer(bytes))?.mime !== XLSX_MIME)
    throw badRequest('bankFileNotXlsx', 'file');
  return { ...fields, bytes };
}

const importFields = (value: (name: string) => unknown) =>
  parseBody(ZImportBankFields, {
    format: value('format'),
    kind: value('kind'),
    title: value('title'),
    categories: value('categories'),
  });
const checkFields = (value: (name: string) => unknown) => parseBody(ZCheckBankFields, { format: value('format') });

export function registerQuestionBankRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  defineRoute(app, db, trainingCalls.bankTemplate, async ({ ctx }) => ({
    fileName: ctx.language === 'en' ? 'question-template.xlsx' : '题库导入模板.xlsx',
    base64: (await bankTemplate(ctx.language)).toString('base64'),
  }));
  defineRoute(app, db, trainingCalls.checkBank, async ({ req, ctx }) => {
    const { format, bytes } = await readImport(req, checkFields);
    return checkBank(format, bytes, ctx.language);
  });
  defineRoute(app, db, trainingCalls.importBank, async ({ req, user, ctx }) =>
    importBank(db, storage, user, await readImport(req, importFields), ctx.language),
  );
  defineRoute(app, db, trainingCalls.exportBank, ({ user, body, ctx }) =>
    exportBank(db, storage, user, body, ctx.language),
  );
}
