/**
 * Certificates' calls (issue 20 item 4, designed: docs/api.md "Certificates"): public checks by
 * code, one's own certificates by competition, name and ID number, a certificate's PDF, and the
 * organiser's list and batch download.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZCertificate,
  ZCertificateFile,
  ZCertificateFindRequest,
  ZCertificateVerifyRequest,
  ZOrganiserCertificatesRequest,
  ZPeriodCertificatesRequest,
  ZPeriodCertificatesResult,
} from '../certificates';

const base = '/openApi/certificates';

export const certificateCalls = {
  /** Whether a code is a certificate we issued, and what it says. */
  verify: defineContract({
    path: `${base}/verify`,
    access: 'public',
    body: ZCertificateVerifyRequest,
    response: ZCertificate,
  }),
  /** The caller's own certificates of a competition, found by name and ID number (rate limited). */
  find: defineContract({
    path: `${base}/find`,
    access: 'public',
    body: ZCertificateFindRequest,
    response: z.array(ZCertificate),
  }),
  /** A certificate's PDF, by its code. */
  pdf: defineContract({
    path: `${base}/pdf`,
    access: 'public',
    body: ZCertificateVerifyRequest,
    response: ZCertificateFile,
  }),
  /** The certificates issued for a competition of the organiser's school. */
  issued: defineContract({
    path: `${base}/issued`,
    access: 'teacher',
    body: ZOrganiserCertificatesRequest,
    response: z.array(ZCertificate),
  }),
  /** Every certificate of a competition (or of one period) as PDFs in one zip. */
  batch: defineContract({
    path: `${base}/batch`,
    access: 'teacher',
    body: ZOrganiserCertificatesRequest,
    response: ZCertificateFile,
  }),
  /** Issues a published period's prizes by the organiser's rule (places or score bands). */
  issueForPeriod: defineContract({
    path: `${base}/issueForPeriod`,
    access: 'teacher',
    body: ZPeriodCertificatesRequest,
    response: ZPeriodCertificatesResult,
  }),
};
