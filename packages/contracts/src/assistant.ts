/** The teacher assistant's tools and their engines (part 1 §2, §3, §5). */
import { z } from 'zod';

export const ZEngineToolStatus = z.object({
  tool: z.string(),
  available: z.boolean(),
  detail: z.string(),
});
export type TEngineToolStatus = z.infer<typeof ZEngineToolStatus>;

export const ZEngineStatus = z.object({
  tools: z.array(ZEngineToolStatus),
  queue: z.object({ running: z.number().int(), queued: z.number().int(), concurrency: z.number().int() }),
});
export type TEngineStatus = z.infer<typeof ZEngineStatus>;
