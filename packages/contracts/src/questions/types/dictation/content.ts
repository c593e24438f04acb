/** Listening dictation content (subject_type 21): the audio and its transcript. */
import { z } from 'zod';

export const ZDictationContent = z.object({ audioUrl: z.string().min(1), transcript: z.string().min(1).max(20_000) });
export type TDictationContent = z.infer<typeof ZDictationContent>;
