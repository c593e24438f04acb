/** The device and upload checks' calls (contracts: calls/device-check.ts), in the arguments the pages have at hand. */
import { deviceCheckCalls, type TRecordDeviceCheckRequest, type TUploadCheckKind } from '@lingua/contracts';
import { call, upload } from './client';

export const deviceCheckApi = {
  ping: () => call(deviceCheckCalls.ping, {}, { quiet: true }),
  speed: (sample: File) => upload(deviceCheckCalls.speed, sample, {}, { quiet: true }),
  uploadCheck: (file: File, kind: TUploadCheckKind, onProgress: (percent: number) => void) =>
    upload(deviceCheckCalls.uploadCheck, file, { kind }, { quiet: true, onProgress }),
  target: (abilityCompId: number) => call(deviceCheckCalls.target, { abilityCompId }),
  record: (body: TRecordDeviceCheckRequest) => call(deviceCheckCalls.record, body),
};
