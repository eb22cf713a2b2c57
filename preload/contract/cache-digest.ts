// What main reads of an organisation's offline cache without knowing the renderer's queries: a
// digest of the cached checks, which the renderer writes at the top level of the cache envelope
// (`{ format, savedAt, checks, state }`, renderer/src/session/offline/persister.ts). The tray
// lists an organisation's unhealthy checks from it while the organisation cannot be asked.
import { z } from 'zod';

export const CachedCheckRefSchema = z.object({ id: z.string().min(1), name: z.string() });

export const CachedChecksSchema = z.object({
  /** Checks found in the cached data; 0: the data holds no check (Health never opened). */
  checks: z.number().int().nonnegative(),
  unhealthy: z.array(CachedCheckRefSchema),
});
export type CachedChecks = z.infer<typeof CachedChecksSchema>;

/** The envelope's fields main reads; the queries (`state`) are the renderer's own business. */
export const CacheEnvelopeHeadSchema = z.object({
  savedAt: z.number().optional(),
  /** Absent in a cache written before the digest existed: read as no checks until rewritten. */
  checks: CachedChecksSchema.optional(),
});
