/** Online time (part 1 §4): one per second while active, flushed at 600 or on a project change. */
import { z } from 'zod';

export const ONLINE_TIME_FLUSH_SECONDS = 600;

/** A flush never carries more than the flush limit (with a little slack for a late tick). */
export const ZAddOnlineTimeRequest = z.object({
  duration: z
    .number()
    .int()
    .min(1)
    .max(ONLINE_TIME_FLUSH_SECONDS + 5),
});
export type TAddOnlineTimeRequest = z.infer<typeof ZAddOnlineTimeRequest>;
