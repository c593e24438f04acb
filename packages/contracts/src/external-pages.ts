/**
 * /externalHTML (part 2 §2.2; issue 20): an external page given by query, shown in a sandboxed
 * frame only when its host is on the allow-list the operator keeps in the configuration.
 */
import { z } from 'zod';

export const ZExternalPageRequest = z.object({ url: z.string().trim().min(1).max(2000) });

export const ZExternalPageCheck = z.object({
  /** The address as it will be framed (https only), or the one given when refused. */
  url: z.string(),
  host: z.string(),
  allowed: z.boolean(),
  /** Why a refused address is refused: not https, not an address, or a host not on the list. */
  reason: z.enum(['allowed', 'notHttps', 'notAUrl', 'hostNotListed']),
  allowedHosts: z.array(z.string()),
});
export type TExternalPageCheck = z.infer<typeof ZExternalPageCheck>;
