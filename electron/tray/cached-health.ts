// The checks of an organisation's offline cache, for the tray: the digest the renderer writes at
// the top of the cache envelope (preload/contract/cache-digest.ts). Main never reads the cached
// queries themselves, so a change of the renderer's query keys cannot blind the tray.
import { CacheEnvelopeHeadSchema } from '../../preload/contract/cache-digest.ts';
import type { CachedHealth } from './tray-model.ts';

/** The cached checks; null when the payload is not a persisted cache. */
export function cachedHealth(payload: string, writtenAt: number): CachedHealth | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const head = CacheEnvelopeHeadSchema.safeParse(parsed);
  const isEnvelope =
    head.success && Array.isArray((parsed as { state?: { queries?: unknown } }).state?.queries);
  if (!isEnvelope) return null;
  const digest = head.data.checks ?? { checks: 0, unhealthy: [] };
  return { savedAt: head.data.savedAt ?? writtenAt, ...digest };
}
