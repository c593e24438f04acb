/**
 * Test pictures for the face check, made at test time from two public-domain portraits kept in
 * apps/server/src/test/photos (docs/content-credits.md): Eileen Collins (NASA) and Grace Hopper
 * (U.S. Navy); ffmpeg makes the camera-like variants, a picture with no face and one with two.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PHOTOS_DIR = fileURLToPath(new URL('../../test/photos/', import.meta.url));
export const FACE_PHOTOS = {
  astronaut: path.join(PHOTOS_DIR, 'eileen-collins.jpg'),
  hopper: path.join(PHOTOS_DIR, 'grace-hopper.jpg'),
} as const;

const dir = mkdtempSync(path.join(os.tmpdir(), 'lingua-faces-'));
let sequence = 0;

export function facePhoto(who: keyof typeof FACE_PHOTOS): string {
  const file = FACE_PHOTOS[who];
  if (!existsSync(file)) throw new Error(`${file} is missing (the face test photos)`);
  return file;
}

function ffmpeg(args: string[]): string {
  const out = path.join(dir, `picture-${++sequence}.jpg`);
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args, '-frames:v', '1', '-q:v', '4', out]);
  return out;
}

/** The photo as a 320-wide webcam frame, a little brighter or darker (`brightness` -1..1). */
export function cameraShot(who: keyof typeof FACE_PHOTOS, brightness = 0): string {
  return ffmpeg(['-i', facePhoto(who), '-vf', `scale=320:-2,eq=brightness=${brightness}`]);
}

/** The photo as the personal centre would send it: a JPEG of at most 480 pixels wide. */
export function referencePhoto(who: keyof typeof FACE_PHOTOS): string {
  return ffmpeg(['-i', facePhoto(who), '-vf', 'scale=480:-2']);
}

/** A test card: colour bars and a clock, no face. */
export function noFacePicture(): string {
  return ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=1']);
}

/** Both people side by side, the same height. */
export function twoFacesPicture(): string {
  return ffmpeg([
    '-i',
    facePhoto('astronaut'),
    '-i',
    facePhoto('hopper'),
    '-filter_complex',
    '[0:v]scale=-2:300[a];[1:v]scale=-2:300[b];[a][b]hstack=inputs=2',
  ]);
}

export function dataUrl(file: string): string {
  const type = file.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}
