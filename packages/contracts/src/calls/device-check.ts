/**
 * The device and upload checks (issue 20, designed: docs/api.md "Device and upload checks"): a
 * round trip, an upload speed sample (read and dropped), the upload check of a round's file
 * kinds (nothing kept), and the student's record of a passed check before a competition.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZDeviceCheckRecord,
  ZDeviceCheckTarget,
  ZPingResponse,
  ZRecordDeviceCheckRequest,
  ZSpeedSample,
  ZUploadCheckKind,
  ZUploadCheckResult,
} from '../device-check';
import { ZId } from '../fields';

const base = '/openApi/deviceCheck';

export const deviceCheckCalls = {
  /** The server's time: the page times the round trip. */
  ping: defineContract({ path: `${base}/ping`, access: 'public', response: ZPingResponse }),
  /** Bytes sent to measure the upload speed; read, counted and dropped (rate limited per address). */
  speed: defineContract({ path: `${base}/speed`, access: 'public', multipart: true, response: ZSpeedSample }),
  /** Would a round accept this file? Checked as the round checks it, then deleted (rate limited). */
  uploadCheck: defineContract({
    path: `${base}/uploadCheck`,
    access: 'user',
    multipart: true,
    body: z.object({ kind: ZUploadCheckKind }),
    response: ZUploadCheckResult,
  }),
  /** The competition the student is about to enter, with their last check for it. */
  target: defineContract({
    path: `${base}/target`,
    access: 'student',
    body: z.object({ abilityCompId: ZId }),
    response: ZDeviceCheckTarget,
  }),
  /** Records that the student passed the check before the competition (the organiser sees it). */
  record: defineContract({
    path: `${base}/record`,
    access: 'student',
    body: ZRecordDeviceCheckRequest,
    response: ZDeviceCheckRecord,
  }),
};
