/**
 * A PNG's or JPEG's width and height read from its header (a VR scene must be 2:1): the PNG's IHDR
 * chunk, the JPEG's first start-of-frame segment. Undefined when neither is found.
 */
import { open } from 'node:fs/promises';
import { pngSize } from '../documents/pdf-facts';

export interface ImageSize {
  width: number;
  height: number;
}

/** Start-of-frame markers (baseline, progressive, lossless…): C0-CF but DHT C4, JPG C8, DAC CC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

export function jpegSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = bytes.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return undefined;
}

export function imageSizeOf(bytes: Buffer): ImageSize | undefined {
  return pngSize(bytes) ?? jpegSize(bytes);
}

/** Reads the head of a stored file (metadata before the frame header rarely passes 256 KB). */
export async function imageFileSize(filePath: string): Promise<ImageSize | undefined> {
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(256 * 1024);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return imageSizeOf(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}
