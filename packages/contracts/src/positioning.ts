/**
 * Image positioning (/img_positioning, issue 20): a picture of a trade document or a workplace,
 * drawn as shapes in its own units (the page renders them as SVG), its areas (zones) and the items
 * a learner finds in it ("Find the consignee" / "找到收货人"). A pick is a point of the picture or a
 * zone chosen with the keyboard; it is right when the zone there is the item's. The page checks
 * picks with `zoneAt` itself: the exercise is public, stores nothing and ranks no one.
 */
import { z } from 'zod';

const ZUnit = z.number().min(0).max(4000);

export const ZPositioningShape = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rect'),
    x: ZUnit,
    y: ZUnit,
    w: ZUnit,
    h: ZUnit,
    fill: z.string(),
    stroke: z.string().optional(),
  }),
  z.object({
    kind: z.literal('text'),
    x: ZUnit,
    y: ZUnit,
    text: z.string(),
    size: z.number().positive(),
    color: z.string(),
    bold: z.boolean().optional(),
    anchor: z.enum(['start', 'middle', 'end']).optional(),
  }),
  z.object({
    kind: z.literal('line'),
    x1: ZUnit,
    y1: ZUnit,
    x2: ZUnit,
    y2: ZUnit,
    color: z.string(),
    width: z.number().positive(),
  }),
]);
export type TPositioningShape = z.infer<typeof ZPositioningShape>;

/** An area a learner may pick; `label` is what the picture shows there, in English (its accessible name). */
export const ZPositioningZone = z.object({
  key: z.string(),
  x: ZUnit,
  y: ZUnit,
  w: ZUnit,
  h: ZUnit,
  label: z.string(),
});
export type TPositioningZone = z.infer<typeof ZPositioningZone>;

/** One thing to find: the prompt in English and Chinese, its zone, and a note saying why it is there. */
export const ZPositioningItem = z.object({
  key: z.string(),
  zone: z.string(),
  promptEn: z.string(),
  promptZh: z.string(),
  noteEn: z.string(),
  noteZh: z.string(),
});
export type TPositioningItem = z.infer<typeof ZPositioningItem>;

export const ZPositioningPicture = z.object({
  key: z.string(),
  /** In the caller's language. */
  title: z.string(),
  description: z.string(),
  width: z.number().positive(),
  height: z.number().positive(),
  shapes: z.array(ZPositioningShape),
  zones: z.array(ZPositioningZone),
  items: z.array(ZPositioningItem),
});
export type TPositioningPicture = z.infer<typeof ZPositioningPicture>;

type Area = Pick<TPositioningZone, 'x' | 'y' | 'w' | 'h'>;

const contains = (z: Area, x: number, y: number) => x >= z.x && x <= z.x + z.w && y >= z.y && y <= z.y + z.h;

/** The zone at a point of the picture (the smallest, where one lies inside another), or null. */
export function zoneAt<Z extends TPositioningZone>(zones: readonly Z[], x: number, y: number): Z | null {
  let found: Z | null = null;
  for (const zone of zones) if (contains(zone, x, y) && (!found || zone.w * zone.h < found.w * found.h)) found = zone;
  return found;
}

/** A zone's centre: where a keyboard pick lands, and where the right place is marked. */
export const zoneCentre = (z: Area) => ({ x: z.x + z.w / 2, y: z.y + z.h / 2 });
