/**
 * The pool's VR scenes (issue 18; contracts: vr-scenes.ts; docs/api.md "Resource pool: VR"). Lists,
 * search, favourites, sharing and "add to course" are the pool's own calls (kind 3); these read a
 * scene with its hotspots, upload a scene, and change the hotspots of one's own scene. Staff only.
 */
import { defineContract } from '../api/contract';
import { ZPoolResourceDetail, ZPoolUploadFields, ZResourceIdRequest } from '../resource-pool';
import { ZVrHotspot, ZVrHotspotAddRequest, ZVrHotspotIdRequest, ZVrHotspotUpdateRequest, ZVrScene } from '../vr-scenes';

const pool = '/openApi/resourcePool/vr';

export const vrSceneCalls = {
  /** A VR resource with its picture (signed URL), size and hotspots. */
  scene: defineContract({
    path: `${pool}/scene`,
    access: 'staff',
    body: ZResourceIdRequest,
    response: ZVrScene,
  }),
  /** A new scene: the pool's upload fields, then a JPEG or PNG of 2:1 (checked on its content). */
  upload: defineContract({
    path: `${pool}/upload`,
    access: 'staff',
    multipart: true,
    body: ZPoolUploadFields,
    response: ZPoolResourceDetail,
  }),
  addHotspot: defineContract({
    path: `${pool}/hotspot/add`,
    access: 'staff',
    body: ZVrHotspotAddRequest,
    response: ZVrHotspot,
  }),
  updateHotspot: defineContract({
    path: `${pool}/hotspot/update`,
    access: 'staff',
    body: ZVrHotspotUpdateRequest,
    response: ZVrHotspot,
  }),
  removeHotspot: defineContract({
    path: `${pool}/hotspot/delete`,
    access: 'staff',
    body: ZVrHotspotIdRequest,
  }),
};
