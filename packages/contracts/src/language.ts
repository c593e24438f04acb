/** The language map fetched with a cache version (part 1 §7 getCacheByVersionType). */
import { z } from 'zod';

export const ZCacheByVersionRequest = z.object({
  cacheVersion: z.string().max(64).default(''),
  dataType: z.coerce.number().int().min(0).max(100).default(2),
});

/** cacheData is null when the client's version is current. */
export const ZCacheByVersionResponse = z.object({
  cacheVersion: z.string(),
  cacheData: z.record(z.string(), z.record(z.string(), z.string())).nullable(),
});
export type TCacheByVersionResponse = z.infer<typeof ZCacheByVersionResponse>;
