/** Degrees and radians for the viewer (the contracts speak degrees), and a flat picture's place of an angle. */

export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Radians to degrees in -180..180 (yaw) or as they are (pitch), one decimal. */
export function toDegrees(radians: number, wrap = false): number {
  let d = (radians * 180) / Math.PI;
  if (wrap) d = ((((d + 180) % 360) + 360) % 360) - 180;
  return Math.round(d * 10) / 10;
}

/** Where an angle falls on the unrolled (equirectangular) picture, in percent from its top left. */
export function flatPlace(yaw: number, pitch: number): { left: number; top: number } {
  return { left: ((yaw + 180) / 360) * 100, top: ((90 - pitch) / 180) * 100 };
}

/** The angle of a point of the unrolled picture (fractions 0..1 from its top left). */
export function flatAngles(x: number, y: number): { yaw: number; pitch: number } {
  const round = (n: number) => Math.round(n * 10) / 10;
  return { yaw: round(x * 360 - 180), pitch: round(90 - y * 180) };
}

export function hasWebgl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
