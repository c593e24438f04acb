/** The pool's VR scenes (contracts: calls/vr-scenes.ts): a scene with its hotspots, uploads, hotspot changes. */
import { type BodyOf, vrSceneCalls as calls, type TPoolUploadFields } from '@lingua/contracts';
import { call, upload } from './client';

export const vrScenesApi = {
  scene: (resourceId: number) => call(calls.scene, { resourceId }),
  upload: (file: File, fields: TPoolUploadFields, onProgress: (percent: number) => void) =>
    upload(calls.upload, file, fields, { onProgress, quiet: true }),
  addHotspot: (body: BodyOf<typeof calls.addHotspot>) => call(calls.addHotspot, body, { quiet: true }),
  updateHotspot: (body: BodyOf<typeof calls.updateHotspot>) => call(calls.updateHotspot, body, { quiet: true }),
  removeHotspot: (hotspotId: number) => call(calls.removeHotspot, { hotspotId }),
};
