/** Jumbled sentence content (subject_type 44): the tiles and the accepted sentences. */
import { z } from 'zod';

const text = z.string().min(1).max(20_000);

export const ZJumbledSentenceContent = z.object({
  tiles: z.array(text).min(2).max(40),
  accepted: z.array(text).min(1),
});
export type TJumbledSentenceContent = z.infer<typeof ZJumbledSentenceContent>;
