/**
 * Competition certificates (issue 20 item 4): a PDF made on the server with the competition's
 * design, the winner's name and award, and a verification code with its QR. The code is 80
 * random bits looked up in the certificates table: a changed or made-up code finds nothing.
 * /find_certificate checks a code, or finds one's own certificates by competition, name and ID
 * number (rate limited; a wrong ID number answers exactly as "not found").
 */
import { z } from 'zod';
import { ZId } from '../fields';

/** RFC 4648 base32 (A-Z, 2-7), 16 characters in four groups of four: 80 random bits. */
export const CERTIFICATE_CODE_PATTERN = /^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/;
export const HOLDER_NAME_MAX = 40;
/** A resident ID (18, the last may be X), a passport or another document: 5 to 20 letters and digits. */
export const ID_NUMBER_PATTERN = /^[0-9A-Z]{5,20}$/;

/** A code as people type it: spaces and case do not matter, the dashes are put back. */
export const ZCertificateCodeText = z
  .string()
  .max(40)
  .transform((s) => s.toUpperCase().replace(/[^A-Z0-9]/g, ''))
  .transform((s) => (s.length === 16 ? (s.match(/.{4}/g)?.join('-') ?? s) : s))
  .pipe(z.string().regex(CERTIFICATE_CODE_PATTERN));

export const ZIdNumber = z
  .string()
  .max(40)
  .transform((s) => s.toUpperCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(ID_NUMBER_PATTERN));

export const ZCertificateVerifyRequest = z.object({ code: ZCertificateCodeText });
export const ZCertificateFindRequest = z.object({
  competitionId: ZId,
  name: z.string().trim().min(1).max(HOLDER_NAME_MAX),
  idNumber: ZIdNumber,
});

/** A certificate as anyone holding its code may read it: never the ID number. */
export const ZCertificate = z.object({
  code: z.string(),
  holderName: z.string(),
  competitionTitle: z.string(),
  organiser: z.string(),
  award: z.string(),
  rank: z.number().int().nullable(),
  issuedOn: z.string(),
  /** The certificate's colours (#rrggbb). */
  background: z.string(),
  accent: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;

export const ZCertificateFile = z.object({ fileName: z.string(), base64: z.string() });
export type TCertificateFile = z.infer<typeof ZCertificateFile>;

/** The three prizes, highest first, as certificates print them. */
export const PRIZE_AWARDS = ['一等奖 First Prize', '二等奖 Second Prize', '三等奖 Third Prize'] as const;

const places = z.number().int().min(0).max(5000);
const minScore = z.number().min(0).max(100_000);

/**
 * How a period's ranking becomes prizes: by shares of the ranked (the default at publishing: a
 * tenth, a fifth, three tenths), by places (the first N, the next M, the next K), or by score
 * bands (at least X for 一等奖, Y for 二等奖, Z for 三等奖).
 */
export const ZPrizeRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shares') }),
  z.object({ kind: z.literal('top'), first: places, second: places, third: places }),
  z
    .object({ kind: z.literal('bands'), first: minScore, second: minScore, third: minScore })
    .refine((b) => b.first >= b.second && b.second >= b.third, {
      message: 'prizeBandsOrder',
      path: ['second'],
    }),
]);
export type TPrizeRule = z.infer<typeof ZPrizeRule>;

export const ZPeriodCertificatesRequest = z.object({ periodId: ZId, rule: ZPrizeRule });
export const ZPeriodCertificatesResult = z.object({
  /** New certificates, certificates kept as they were, and those withdrawn because the prize changed. */
  issued: z.number().int(),
  kept: z.number().int(),
  withdrawn: z.number().int(),
});
export type TPeriodCertificatesResult = z.infer<typeof ZPeriodCertificatesResult>;

/** The organiser's list or zip: a competition's certificates, or one period's. */
export const ZOrganiserCertificatesRequest = z.object({ competitionId: ZId, periodId: ZId.optional() });
