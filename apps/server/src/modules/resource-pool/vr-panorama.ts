/**
 * What a VR scene's picture must be: a JPEG or PNG (its content, as every pool upload) that is an
 * equirectangular panorama, 2:1, between 1024 and 8192 pixels wide (a narrower one blurs at a 90°
 * view; a wider one is more than a phone holds as one texture).
 */
import { ResponseCode, type TPoolMediaType, VR_MAX_WIDTH, VR_MIN_WIDTH } from '@lingua/contracts';
import { AppError, badRequest } from '../../platform/errors';
import { type ImageSize, imageFileSize } from './image-size';

export function checkPanoramaSuffix(mediaType: TPoolMediaType): void {
  if (mediaType !== 'image') throw new AppError(ResponseCode.unsupportedMediaType, 'vrSceneNotImage', {}, 'file');
}

/** 2:1 within a pixel or two of rounding. */
export function isPanorama(size: ImageSize): boolean {
  return Math.abs(size.width - 2 * size.height) <= 2;
}

export async function checkPanorama(filePath: string): Promise<ImageSize> {
  const size = await imageFileSize(filePath);
  if (!size) throw new AppError(ResponseCode.unsupportedMediaType, 'fileTypeNotSupported', {}, 'file');
  if (!isPanorama(size)) throw badRequest('vrSceneNotPanorama', 'file', { width: size.width, height: size.height });
  if (size.width < VR_MIN_WIDTH || size.width > VR_MAX_WIDTH) {
    throw badRequest('vrSceneWidth', 'file', { width: size.width, min: VR_MIN_WIDTH, max: VR_MAX_WIDTH });
  }
  return size;
}
