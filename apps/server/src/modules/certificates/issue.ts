/**
 * issueCertificates: what the competition module calls when it publishes results. Each winner
 * gets one certificate per issue key (by default the competition, the holder and the award):
 * publishing again issues only what is new, and an issued certificate keeps its code.
 */
import { type TCertificate, ZIdNumber } from '@lingua/contracts';
import { certificates } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { randomBase32 } from '../../platform/random-code';
import { idNumberDigest } from './id-number';

export interface CertificateDesign {
  /** #rrggbb: the page's tint and the frame and title colour. */
  background: string;
  accent: string;
  /** A stored picture (/files/...) drawn faded under the text. */
  backgroundImage?: string;
}

export interface Winner {
  holderName: string;
  holderUserId?: number | null;
  /** As registered; kept only as its HMAC. Without it the holder is found by code alone. */
  idNumber?: string | null;
  /** Already an HMAC (a registration's): used as is instead of `idNumber`. */
  idNumberDigest?: string;
  award: string;
  rank?: number | null;
  /** Defaults to competition, holder (user id, else name and ID number) and award. */
  issueKey?: string;
}

export interface IssueInput {
  competitionId: number;
  /** The organiser's school; null for the platform operator's public competitions. */
  schoolId: number | null;
  competitionTitle: string;
  organiser: string;
  /** YYYY-MM-DD, printed as is. */
  issuedOn: string;
  design: CertificateDesign;
  winners: readonly Winner[];
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A code in four groups of four: XXXX-XXXX-XXXX-XXXX. */
export function newCertificateCode(): string {
  return (randomBase32(16).match(/.{4}/g) as string[]).join('-');
}

export async function issueCertificates(
  db: Queryable,
  key: Buffer,
  input: IssueInput,
): Promise<{ issued: number; total: number }> {
  if (!HEX.test(input.design.background) || !HEX.test(input.design.accent)) {
    throw new Error('A certificate design names its colours as #rrggbb');
  }
  const rows = input.winners.map((w) => {
    const idNumber = w.idNumber ? ZIdNumber.parse(w.idNumber) : '';
    const digest = w.idNumberDigest || (idNumber ? idNumberDigest(key, input.competitionId, idNumber) : '');
    const holder = w.holderUserId ? `user:${w.holderUserId}` : `name:${w.holderName}:${digest}`;
    return {
      code: newCertificateCode(),
      competitionId: input.competitionId,
      schoolId: input.schoolId,
      holderUserId: w.holderUserId ?? null,
      holderName: w.holderName.trim(),
      idNumberDigest: digest,
      award: w.award,
      rank: w.rank ?? null,
      competitionTitle: input.competitionTitle,
      organiser: input.organiser,
      issuedOn: input.issuedOn,
      background: input.design.background.toLowerCase(),
      accent: input.design.accent.toLowerCase(),
      backgroundImage: input.design.backgroundImage ?? '',
      issueKey: w.issueKey ?? `competition:${input.competitionId}:${holder}:${w.award}`,
    };
  });
  if (rows.length === 0) return { issued: 0, total: 0 };
  const inserted = await db
    .insert(certificates)
    .values(rows)
    .onConflictDoNothing({ target: certificates.issueKey })
    .returning({ id: certificates.id });
  return { issued: inserted.length, total: rows.length };
}

export function presentCertificate(row: typeof certificates.$inferSelect): TCertificate {
  return {
    code: row.code,
    holderName: row.holderName,
    competitionTitle: row.competitionTitle,
    organiser: row.organiser,
    award: row.award,
    rank: row.rank,
    issuedOn: row.issuedOn,
    background: row.background,
    accent: row.accent,
  };
}
