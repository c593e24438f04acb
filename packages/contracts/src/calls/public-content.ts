/**
 * Two public pages' content (issue 20, designed: docs/api.md "Public VR tour and image
 * positioning"): the platform's VR scenes for /zyzvr (rate limited per address) and the image
 * positioning pictures for /img_positioning. No sign-in.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZPositioningPicture } from '../positioning';
import { ZVrTourScene } from '../vr-scenes';

export const publicContentCalls = {
  /** The platform's own VR scenes with their hotspots, never a school's. */
  vrTour: defineContract({ path: '/openApi/overall/vrTour', access: 'public', response: z.array(ZVrTourScene) }),
  /** The pictures, their zones and the items to find in them. */
  positioning: defineContract({
    path: '/openApi/overall/positioningExercises',
    access: 'public',
    response: z.array(ZPositioningPicture),
  }),
};
