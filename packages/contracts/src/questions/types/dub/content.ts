/**
 * Dubbing content (subject_type 48): a clip with subtitle lines; the student records every line
 * over the muted clip, and the server mixes the recordings into the clip as the finished dub.
 */
import { z } from 'zod';

export const ZDubContent = z.object({
  videoUrl: z.string().min(1),
  durationSeconds: z.number().positive().max(600),
  lines: z
    .array(
      z
        .object({
          start: z.number().min(0),
          end: z.number().positive(),
          text: z.string().min(1).max(600),
          translation: z.string().max(600).optional(),
        })
        .refine((l) => l.end > l.start, 'a line ends after it starts'),
    )
    .min(1)
    .max(40),
});
export type TDubContent = z.infer<typeof ZDubContent>;
