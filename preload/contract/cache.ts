// Channels of the `cache` area: each organisation's offline copy of its QueryClient, kept by main
// as one encrypted blob per organisation. Payloads cross IPC as one JSON *string* (cheap to
// structured-clone and to size-check), never as an object graph.
import { z } from 'zod';
import { channel } from './define.ts';
import { InitialOrgRequestSchema, OrgIdSchema } from './orgs.ts';

/** Bump when the persisted shape changes: older blobs are then discarded, not misread. */
export const CACHE_SCHEMA_VERSION = 1;
/** The largest cache blob accepted over IPC (a 10,000-check snapshot is ~6 MB). */
export const CACHE_MAX_PAYLOAD_BYTES = 64 * 1024 * 1024;

const OrgRequest = z.object({ orgId: OrgIdSchema }).strict();

export const CacheReadResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('hit'), payload: z.string(), writtenAt: z.number() }),
  z.object({ status: z.literal('miss') }),
  z.object({ status: z.literal('discarded'), reason: z.string() }),
]);
export type CacheReadResult = z.infer<typeof CacheReadResultSchema>;

export const cacheChannels = {
  'cache:read': channel({ request: OrgRequest, response: CacheReadResultSchema }),
  /**
   * The start-up read: the cache of the org a window opens on, chosen by main with the renderer's
   * rule (initial-org.ts) from its URL query and this window's last choice, so the read needs no
   * round trip for the org list first (performance.md P1).
   */
  'cache:readInitial': channel({
    request: InitialOrgRequestSchema,
    response: z.object({ orgId: OrgIdSchema.nullable(), read: CacheReadResultSchema }),
  }),
  'cache:write': channel({
    request: z
      .object({ orgId: OrgIdSchema, payload: z.string().max(CACHE_MAX_PAYLOAD_BYTES) })
      .strict(),
    response: z.object({ bytes: z.number().int().nonnegative() }),
    // The JSON envelope escapes the payload string, so leave room beyond the raw limit.
    maxPayloadBytes: CACHE_MAX_PAYLOAD_BYTES * 2,
  }),
  'cache:clear': channel({ request: OrgRequest, response: z.object({ cleared: z.boolean() }) }),
  'cache:size': channel({
    request: OrgRequest,
    response: z.object({ bytes: z.number().int().nonnegative() }),
  }),
};
