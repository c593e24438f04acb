/**
 * The geometry of a VR scene seed: a room drawn on the six faces of a cube, and the yaw and pitch
 * of a point on a face, so a hotspot marker lands on what the picture shows there.
 */

export type CubeFace = 'front' | 'right' | 'back' | 'left' | 'up' | 'down';
export const FACE_SIZE = 1024;

/** What the script draws on a face, in face pixels (0,0 top left). */
export type FaceShape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string; stroke?: string }
  | { kind: 'text'; x: number; y: number; text: string; size: number; color: string; bold?: boolean };

export interface VrSceneHotspot {
  face: CubeFace;
  /** The centre of what it names, in face pixels. */
  x: number;
  y: number;
  title: { cn: string; en: string };
  textEn: string;
  textZh: string;
}

export interface VrSceneSeed {
  /** The picture under packages/content/assets/vr. */
  file: string;
  title: { cn: string; en: string };
  description: { cn: string; en: string };
  courseKey: string;
  knowledgePoints: readonly string[];
  level: 1 | 2 | 3;
  tags: readonly string[];
  /** Wall, floor and ceiling colours, then the shapes on each face. */
  colours: { wall: string; floor: string; ceiling: string };
  faces: Partial<Record<CubeFace, readonly FaceShape[]>>;
  hotspots: readonly VrSceneHotspot[];
}

const FACE_AXES: Record<CubeFace, { f: number[]; r: number[]; u: number[] }> = {
  front: { f: [0, 0, 1], r: [1, 0, 0], u: [0, 1, 0] },
  right: { f: [1, 0, 0], r: [0, 0, -1], u: [0, 1, 0] },
  back: { f: [0, 0, -1], r: [-1, 0, 0], u: [0, 1, 0] },
  left: { f: [-1, 0, 0], r: [0, 0, 1], u: [0, 1, 0] },
  up: { f: [0, 1, 0], r: [1, 0, 0], u: [0, 0, -1] },
  down: { f: [0, -1, 0], r: [1, 0, 0], u: [0, 0, 1] },
};
export const CUBE_FACE_AXES = FACE_AXES;

/**
 * Yaw (0 the picture's centre, positive to the right) and pitch (positive up), in degrees, of a
 * face pixel: the direction through it from the cube's centre (x right, y up, z ahead).
 */
export function hotspotAngles(face: CubeFace, x: number, y: number): { yaw: number; pitch: number } {
  const half = FACE_SIZE / 2;
  const u = (x - half) / half;
  const v = (half - y) / half;
  const { f, r, u: up } = FACE_AXES[face];
  const d = [0, 1, 2].map((i) => (f[i] ?? 0) + u * (r[i] ?? 0) + v * (up[i] ?? 0));
  const [dx = 0, dy = 0, dz = 0] = d;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    yaw: round((Math.atan2(dx, dz) * 180) / Math.PI),
    pitch: round((Math.atan2(dy, Math.hypot(dx, dz)) * 180) / Math.PI),
  };
}
