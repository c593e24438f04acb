/**
 * The device and upload checks (issue 20 items 1-2; /test, examErSieTest, /uploadDome): the round
 * trip and upload speed to our server, the upload check of the kinds a round accepts (nothing
 * kept), and the record that a student passed the check before a competition.
 */
import { z } from 'zod';
import { ZId } from './fields';

/** The most a speed sample may carry; the page sends 512 KB. */
export const SPEED_SAMPLE_MAX_BYTES = 2 * 1024 * 1024;

export const ZPingResponse = z.object({ serverTime: z.string() });
export type TPingResponse = z.infer<typeof ZPingResponse>;

export const ZSpeedSample = z.object({
  /** Bytes the server read. */
  bytes: z.number().int(),
  /** Milliseconds from the first byte to the last, on the server. */
  serverMs: z.number().int(),
});
export type TSpeedSample = z.infer<typeof ZSpeedSample>;

/** The kinds a round accepts: a spoken answer's recording, and an answer's attachment. */
export const ZUploadCheckKind = z.enum(['recording', 'attachment']);
export type TUploadCheckKind = z.infer<typeof ZUploadCheckKind>;

export const ZUploadCheckResult = z.object({
  kind: ZUploadCheckKind,
  bytes: z.number().int(),
  /** What the content is, as an extension (never from the file's name). */
  extension: z.string(),
  limitBytes: z.number().int(),
  serverMs: z.number().int(),
});
export type TUploadCheckResult = z.infer<typeof ZUploadCheckResult>;

/** The checks the device check page runs; a spoken round needs them all but the camera, unless it checks faces. */
export const DEVICE_CHECKS = ['browser', 'network', 'camera', 'microphone', 'earphones'] as const;
export const ZDeviceCheckName = z.enum(DEVICE_CHECKS);
export type TDeviceCheckName = z.infer<typeof ZDeviceCheckName>;

export const ZRecordDeviceCheckRequest = z.object({
  abilityCompId: ZId,
  /** The checks passed; the server stores them with the time. */
  passed: z.array(ZDeviceCheckName).min(1).max(DEVICE_CHECKS.length),
  /** Round trip and upload speed as measured, for the organiser. */
  roundTripMs: z.number().int().min(0).max(60_000),
  uploadKbps: z.number().int().min(0).max(10_000_000),
});
export type TRecordDeviceCheckRequest = z.input<typeof ZRecordDeviceCheckRequest>;

export const ZDeviceCheckRecord = z.object({
  abilityCompId: z.number().int(),
  passed: z.array(ZDeviceCheckName),
  roundTripMs: z.number().int(),
  uploadKbps: z.number().int(),
  checkedAt: z.string(),
});
export type TDeviceCheckRecord = z.infer<typeof ZDeviceCheckRecord>;

export const ZDeviceCheckTarget = z.object({
  abilityCompId: z.number().int(),
  competitionName: z.string(),
  /** The competition's rounds check faces on entry: the camera check is needed. */
  needsCamera: z.boolean(),
  /** The student's last recorded check for it, if any. */
  last: ZDeviceCheckRecord.nullable(),
});
export type TDeviceCheckTarget = z.infer<typeof ZDeviceCheckTarget>;
