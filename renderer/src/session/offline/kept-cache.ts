// An organisation's offline cache read by a screen that looks into it without restoring it (the
// fleet inbox's other organisations, a view across organisations, the palette's index): main's
// payload (`cache:read`), and what a screen finds in it within the max-age setting.
import { invoke } from '../../lib/bridge.ts';
import { readCacheMaxAgeMs } from './cache-max-age.ts';

/** The organisation's cache payload; null when it has none (or it cannot be read). */
export async function readCachePayload(orgId: string): Promise<string | null> {
  try {
    const read = await invoke('cache:read', { orgId });
    return read.status === 'hit' ? read.payload : null;
  } catch {
    return null;
  }
}

/**
 * What `parse` finds in the organisation's cache, given the payload and the max-age setting (what
 * is older is not to be shown); null when there is no cache.
 */
export async function readKeptCache<T>(
  orgId: string,
  parse: (payload: string, maxAgeMs: number) => T | null,
): Promise<T | null> {
  const [payload, maxAgeMs] = await Promise.all([readCachePayload(orgId), readCacheMaxAgeMs()]);
  return payload === null ? null : parse(payload, maxAgeMs);
}
