/**
 * Drawing helpers for the image positioning pictures: a document's boxed field (a grey caption and
 * its lines) and a floor plan's room both answer their shapes with the zone they cover, so what the
 * picture shows and where a pick counts cannot drift apart.
 */
import type { TPositioningShape, TPositioningZone } from '@lingua/contracts';

export interface Drawn {
  shapes: TPositioningShape[];
  zones: TPositioningZone[];
}

export interface PositioningPictureSeed extends Drawn {
  key: string;
  title: { cn: string; en: string };
  description: { cn: string; en: string };
  width: number;
  height: number;
  items: {
    key: string;
    zone: string;
    promptEn: string;
    promptZh: string;
    noteEn: string;
    noteZh: string;
  }[];
}

export const INK = '#1f2937';
export const CAPTION = '#6b7280';
export const RULE = '#9ca3af';

export const rect = (x: number, y: number, w: number, h: number, fill: string, stroke?: string): TPositioningShape => ({
  kind: 'rect',
  x,
  y,
  w,
  h,
  fill,
  stroke,
});

export const text = (
  x: number,
  y: number,
  value: string,
  size: number,
  options: { color?: string; bold?: boolean; anchor?: 'start' | 'middle' | 'end' } = {},
): TPositioningShape => ({ kind: 'text', x, y, text: value, size, color: options.color ?? INK, ...options });

export const line = (x1: number, y1: number, x2: number, y2: number, color = RULE, width = 1): TPositioningShape => ({
  kind: 'line',
  x1,
  y1,
  x2,
  y2,
  color,
  width,
});

/** A boxed field of a document: its caption small and grey at the top, its lines below. */
export function field(
  key: string,
  area: { x: number; y: number; w: number; h: number },
  caption: string,
  lines: readonly string[],
  size = 15,
): Drawn {
  const { x, y, w, h } = area;
  return {
    shapes: [
      rect(x, y, w, h, '#ffffff', RULE),
      text(x + 10, y + 18, caption, 12, { color: CAPTION, bold: true }),
      ...lines.map((l, i) => text(x + 10, y + 40 + i * (size + 6), l, size)),
    ],
    zones: [{ key, x, y, w, h, label: `${caption}: ${lines.join(', ')}` }],
  };
}

/** A room of a floor plan: its walls, its fill and its name in the middle (one or two lines). */
export function room(
  key: string,
  area: { x: number; y: number; w: number; h: number },
  name: readonly string[],
  fill: string,
  furniture: readonly TPositioningShape[] = [],
): Drawn {
  const { x, y, w, h } = area;
  const top = y + h / 2 - ((name.length - 1) * 20) / 2 + 6;
  return {
    shapes: [
      rect(x, y, w, h, fill, '#374151'),
      ...furniture,
      ...name.map((n, i) => text(x + w / 2, top + i * 20, n, 16, { bold: true, anchor: 'middle' })),
    ],
    zones: [{ key, x, y, w, h, label: name.join(' ') }],
  };
}

/** Several drawn parts as one. */
export function join(...parts: readonly (Drawn | TPositioningShape)[]): Drawn {
  const out: Drawn = { shapes: [], zones: [] };
  for (const part of parts) {
    if ('shapes' in part) {
      out.shapes.push(...part.shapes);
      out.zones.push(...part.zones);
    } else out.shapes.push(part);
  }
  return out;
}
