/** Text written in both interface languages; presenters pick the reader's. */
import { z } from 'zod';

export const ZLocalizedText = z.object({ cn: z.string().min(1), en: z.string().min(1) });
export type TLocalizedText = z.infer<typeof ZLocalizedText>;
