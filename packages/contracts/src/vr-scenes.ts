/**
 * VR resources of the pool (issue 18; part 2 §2.7 vr_resources, vr_preview): a 360° scene (an
 * equirectangular picture, 2:1) toured in the browser, with hotspots; each hotspot opens a short
 * business-English text or dialogue with its Chinese. A scene is a pool resource of kind 3 (its
 * list, search, favourites and "add to course" are the pool's); its hotspots are its own rows.
 * Positions are degrees: yaw -180..180 (0 the picture's centre, positive to the right), pitch
 * -90..90 (positive up).
 */
import { z } from 'zod';
import { ZId } from './fields';
import { ZPoolResourceDetail } from './resource-pool';

/** Hotspots per scene, and the bounds of their texts. */
export const VR_HOTSPOTS_MAX = 30;
export const VR_HOTSPOT_TITLE_MAX = 60;
export const VR_HOTSPOT_TEXT_MAX = 3000;
/** The smallest panorama worth touring (a narrower one is a blur when looked at 90° wide). */
export const VR_MIN_WIDTH = 1024;
/** The largest, so a phone can hold it as one texture. */
export const VR_MAX_WIDTH = 8192;

export const ZVrYaw = z.number().min(-180).max(180);
export const ZVrPitch = z.number().min(-90).max(90);

export const ZVrHotspot = z.object({
  hotspotId: z.number().int(),
  yaw: z.number(),
  pitch: z.number(),
  /** In the caller's language (the list and the marker's tooltip). */
  title: z.string(),
  titleEn: z.string(),
  titleZh: z.string(),
  /** The English text or dialogue (a dialogue: one line per turn, "Buyer: …"). */
  textEn: z.string(),
  /** Its Chinese. */
  textZh: z.string(),
});
export type TVrHotspot = z.infer<typeof ZVrHotspot>;

export const ZVrScene = z.object({
  resource: ZPoolResourceDetail,
  hotspots: z.array(ZVrHotspot),
});
export type TVrScene = z.infer<typeof ZVrScene>;

const ZTitle = z.string().trim().min(1).max(VR_HOTSPOT_TITLE_MAX);
const ZText = z.string().trim().min(1).max(VR_HOTSPOT_TEXT_MAX);

export const ZVrHotspotFields = z.object({
  yaw: ZVrYaw,
  pitch: ZVrPitch,
  titleEn: ZTitle,
  titleZh: ZTitle,
  textEn: ZText,
  textZh: ZText,
});
export type TVrHotspotFields = z.infer<typeof ZVrHotspotFields>;

export const ZVrHotspotAddRequest = ZVrHotspotFields.extend({ resourceId: ZId });
export const ZVrHotspotUpdateRequest = ZVrHotspotFields.extend({ hotspotId: ZId });
export const ZVrHotspotIdRequest = z.object({ hotspotId: ZId });

/** Platform scenes the public tour (/zyzvr) answers at most: the seed has three. */
export const VR_TOUR_SCENES_MAX = 20;

/**
 * A platform scene on the public tour (/zyzvr): its picture (signed for whoever asked) and hotspots,
 * titles in the caller's language; none of the pool's facts (owner, usage, favourites).
 */
export const ZVrTourScene = z.object({
  sceneId: z.number().int(),
  title: z.string(),
  description: z.string(),
  fileUrl: z.string(),
  hotspots: z.array(ZVrHotspot),
});
export type TVrTourScene = z.infer<typeof ZVrTourScene>;
