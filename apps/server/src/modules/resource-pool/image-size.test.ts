import { describe, expect, it } from 'vitest';
import { pictureOf } from '../../test/fixtures/resource-pool';
import { imageSizeOf, jpegSize } from './image-size';
import { isPanorama } from './vr-panorama';

describe('image size from the header', () => {
  it('reads a JPEG and a PNG made by ffmpeg', () => {
    expect(imageSizeOf(pictureOf(1024, 512, 'jpg'))).toEqual({ width: 1024, height: 512 });
    expect(imageSizeOf(pictureOf(300, 200, 'png'))).toEqual({ width: 300, height: 200 });
  });

  it('answers undefined for anything else', () => {
    expect(imageSizeOf(Buffer.from('%PDF-1.4'))).toBeUndefined();
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0, 0, 0, 0]))).toBeUndefined();
  });

  it('takes 2:1 within two pixels as a panorama', () => {
    expect(isPanorama({ width: 4096, height: 2048 })).toBe(true);
    expect(isPanorama({ width: 4097, height: 2048 })).toBe(true);
    expect(isPanorama({ width: 1024, height: 768 })).toBe(false);
  });
});
