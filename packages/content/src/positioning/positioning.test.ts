import { ZPositioningShape, zoneAt, zoneCentre } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { POSITIONING_PICTURES } from './index';

const overlap = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the image positioning pictures', () => {
  it('are at least two, each with six items or more and unique keys', () => {
    expect(POSITIONING_PICTURES.length).toBeGreaterThanOrEqual(2);
    expect(new Set(POSITIONING_PICTURES.map((p) => p.key)).size).toBe(POSITIONING_PICTURES.length);
    for (const picture of POSITIONING_PICTURES) {
      expect(picture.items.length, picture.key).toBeGreaterThanOrEqual(6);
      expect(new Set(picture.items.map((i) => i.key)).size, picture.key).toBe(picture.items.length);
      expect(new Set(picture.zones.map((z) => z.key)).size, picture.key).toBe(picture.zones.length);
    }
  });

  it('name an existing zone for every item, and a pick at its centre finds that zone', () => {
    for (const picture of POSITIONING_PICTURES)
      for (const item of picture.items) {
        const zone = picture.zones.find((z) => z.key === item.zone);
        expect(zone, `${picture.key}/${item.key}`).toBeDefined();
        if (!zone) continue;
        const centre = zoneCentre(zone);
        expect(zoneAt(picture.zones, centre.x, centre.y)?.key, `${picture.key}/${item.key}`).toBe(item.zone);
      }
  });

  it('keep zones apart and everything inside the picture', () => {
    for (const picture of POSITIONING_PICTURES) {
      const inside = (x: number, y: number) => x >= 0 && y >= 0 && x <= picture.width && y <= picture.height;
      for (const [i, zone] of picture.zones.entries()) {
        expect(inside(zone.x, zone.y) && inside(zone.x + zone.w, zone.y + zone.h), zone.key).toBe(true);
        for (const other of picture.zones.slice(i + 1))
          expect(overlap(zone, other), `${picture.key}: ${zone.key} and ${other.key}`).toBe(false);
      }
      for (const shape of picture.shapes) {
        expect(ZPositioningShape.safeParse(shape).success).toBe(true);
        if (shape.kind === 'rect')
          expect(inside(shape.x + shape.w, shape.y + shape.h), JSON.stringify(shape)).toBe(true);
        else if (shape.kind === 'text') expect(inside(shape.x, shape.y), shape.text).toBe(true);
      }
    }
  });

  it('word each item in English and Chinese, with a note in both', () => {
    for (const picture of POSITIONING_PICTURES)
      for (const item of picture.items) {
        expect(item.promptEn, item.key).toMatch(/^Find /);
        expect(item.promptZh, item.key).toMatch(/^找到\p{Script=Han}/u);
        expect(item.noteEn.length, item.key).toBeGreaterThan(20);
        expect(item.noteZh, item.key).toMatch(/\p{Script=Han}/u);
      }
  });
});
