/** The image positioning pictures (/img_positioning) from the content package, in the caller's language. */
import { POSITIONING_PICTURES } from '@lingua/content';
import type { TLanguageUse, TPositioningPicture } from '@lingua/contracts';

export function positioningPictures(language: TLanguageUse): TPositioningPicture[] {
  return POSITIONING_PICTURES.map(({ title, description, ...picture }) => ({
    ...picture,
    title: title[language],
    description: description[language],
  }));
}
