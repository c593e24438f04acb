/**
 * Reading certificates: by code (the QR and /find_certificate), one's own by competition, name
 * and ID number (limited, lookup-limits.ts), the PDF, and the organiser's list and zip.
 */
import type { TCertificate, TCertificateFile } from '@lingua/contracts';
import { and, asc, eq, like } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { certificates } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import type { FileStorage } from '../../platform/storage';
import { idNumberDigest } from './id-number';
import { presentCertificate } from './issue';
import { periodKeyPrefix } from './issue-for-period';
import { limitedLookup } from './lookup-limits';
import { renderCertificatePdf } from './render-pdf';

type Row = typeof certificates.$inferSelect;

/** The most certificates one zip carries (a competition's prize list is far smaller). */
export const BATCH_MAX = 500;

async function rowByCode(db: Db, code: string): Promise<Row> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) throw new AppError(404, 'certificateNotFound', {}, 'code');
  return row;
}

export async function verifyCertificate(db: Db, code: string): Promise<TCertificate> {
  return presentCertificate(await rowByCode(db, code));
}

export async function findOwnCertificates(
  db: Db,
  key: Buffer,
  input: { competitionId: number; name: string; idNumber: string },
  ip: string,
): Promise<TCertificate[]> {
  return limitedLookup(
    db,
    { kind: 'certificate', ip, competitionId: input.competitionId, name: input.name },
    async () => {
      const rows = await db
        .select()
        .from(certificates)
        .where(
          and(
            eq(certificates.competitionId, input.competitionId),
            eq(certificates.holderName, input.name),
            eq(certificates.idNumberDigest, idNumberDigest(key, input.competitionId, input.idNumber)),
          ),
        )
        .orderBy(asc(certificates.id));
      return rows.length > 0 ? rows.map(presentCertificate) : undefined;
    },
  );
}

export const verifyUrlOf = (origin: string, code: string) =>
  `${origin}/find_certificate?code=${encodeURIComponent(code)}`;

async function pdfOf(row: Row, storage: FileStorage, origin: string): Promise<Buffer> {
  const backgroundImage = row.backgroundImage
    ? await storage.read(row.backgroundImage).catch(() => undefined)
    : undefined;
  return renderCertificatePdf(presentCertificate(row), { verifyUrl: verifyUrlOf(origin, row.code), backgroundImage });
}

const fileNameOf = (row: Row) =>
  `${row.competitionTitle}-${row.holderName}-${row.code}.pdf`.replace(/[\\/:*?"<>|]/g, '_');

export async function certificatePdf(
  db: Db,
  storage: FileStorage,
  code: string,
  origin: string,
): Promise<TCertificateFile> {
  const row = await rowByCode(db, code);
  return { fileName: fileNameOf(row), base64: (await pdfOf(row, storage, origin)).toString('base64') };
}

interface Which {
  competitionId: number;
  periodId?: number | undefined;
}

/** The organiser's school's certificates of a competition, or of one of its periods. */
async function organiserRows(db: Db, user: SessionUser, { competitionId, periodId }: Which): Promise<Row[]> {
  const rows = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.competitionId, competitionId),
        eq(certificates.schoolId, user.schoolId),
        periodId ? like(certificates.issueKey, `${periodKeyPrefix(competitionId, periodId)}%`) : undefined,
      ),
    )
    .orderBy(asc(certificates.rank), asc(certificates.id))
    .limit(BATCH_MAX);
  // Another school's competition answers as one without certificates: it confirms nothing.
  if (rows.length === 0) throw new AppError(404, 'certificatesNone', {}, 'competitionId');
  return rows;
}

export async function issuedCertificates(db: Db, user: SessionUser, which: Which): Promise<TCertificate[]> {
  return (await organiserRows(db, user, which)).map(presentCertificate);
}

export async function certificateBatch(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  which: Which,
  origin: string,
): Promise<TCertificateFile> {
  const rows = await organiserRows(db, user, which);
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const row of rows) files[fileNameOf(row)] = [await pdfOf(row, storage, origin), { level: 0 }];
  const zip = zipSync(files);
  const title = rows[0]?.competitionTitle ?? 'certificates';
  return { fileName: `${title}-证书.zip`.replace(/[\\/:*?"<>|]/g, '_'), base64: Buffer.from(zip).toString('base64') };
}
