/**
 * Certificates (issue 20 item 4; contracts: calls/certificates.ts). Registering them answers the
 * issuer that the competition module calls when it publishes results.
 */
import { certificateCalls } from '@lingua/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import { type IssueInput, issueCertificates } from './issue';
import { issueForPeriod } from './issue-for-period';
import {
  certificateBatch,
  certificatePdf,
  findOwnCertificates,
  issuedCertificates,
  verifyCertificate,
} from './lookups';
import { issueForPeriodByRule } from './organiser-issue';

export interface CertificateIssuer {
  issue(db: Queryable, input: IssueInput): Promise<{ issued: number; total: number }>;
  /** The prizes of a period whose results were just published. */
  issueForPeriod(db: Queryable, periodId: number, now: Date): Promise<unknown>;
}

/** The address the QR leads back to: this server as the caller reached it. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export function registerCertificateRoutes(
  app: FastifyInstance,
  db: Db,
  storage: FileStorage,
  key: Buffer,
  clock: () => Date,
): CertificateIssuer {
  defineRoute(app, db, certificateCalls.verify, ({ body }) => verifyCertificate(db, body.code));
  defineRoute(app, db, certificateCalls.find, ({ body, ctx }) => findOwnCertificates(db, key, body, ctx.ip));
  defineRoute(app, db, certificateCalls.pdf, ({ body, req }) => certificatePdf(db, storage, body.code, originOf(req)));
  defineRoute(app, db, certificateCalls.issued, ({ user, body }) => issuedCertificates(db, user, body));
  defineRoute(app, db, certificateCalls.batch, ({ user, body, req }) =>
    certificateBatch(db, storage, user, body, originOf(req)),
  );
  defineRoute(app, db, certificateCalls.issueForPeriod, ({ user, body }) =>
    issueForPeriodByRule(db, key, user, body, clock()),
  );
  return {
    issue: (tx, input) => issueCertificates(tx, key, input),
    issueForPeriod: (tx, periodId, now) => issueForPeriod(tx, key, periodId, now),
  };
}
