/**
 * The image positioning pictures (/img_positioning): trade documents and workplaces drawn as shapes
 * (draw.ts), each with the items a learner finds in it. The content test checks every item's zone.
 */
import { BILL_OF_LADING } from './bill-of-lading';
import { COMMERCIAL_INVOICE } from './commercial-invoice';
import type { PositioningPictureSeed } from './draw';
import { OFFICE_FLOOR_PLAN } from './office-floor-plan';

export type { PositioningPictureSeed } from './draw';

export const POSITIONING_PICTURES: readonly PositioningPictureSeed[] = [
  COMMERCIAL_INVOICE,
  BILL_OF_LADING,
  OFFICE_FLOOR_PLAN,
];
