/** Two public pages' content (contracts: calls/public-content.ts): the VR tour and image positioning. */
import { publicContentCalls } from '@lingua/contracts';
import { call } from './client';

export const publicContentApi = {
  vrTour: () => call(publicContentCalls.vrTour, {}, { quiet: true }),
  positioning: () => call(publicContentCalls.positioning, {}, { quiet: true }),
};
