// Per-organisation cache keys: 32 random bytes, created on first use and kept in the keychain
// (SecretStore kind `cache-key`). When the keychain cannot be used the key lives in memory for this
// session only — the cache then works until the app quits and is unreadable afterwards (it is
// discarded and rebuilt). A key is never written to disk in plaintext.
import { randomBytes } from 'node:crypto';
import type { SecretStore } from '../secrets/secret-store.ts';

export const CACHE_KEY_BYTES = 32;

export interface CacheKeys {
  get(orgId: string): Promise<Buffer>;
  /** Forgets the key everywhere (org removed): any copy of the old blob becomes unreadable. */
  forget(orgId: string): Promise<void>;
  /** True while at least one key is only in memory (the cache will not survive a restart). */
  sessionOnly(): boolean;
}

function decode(value: string | null): Buffer | null {
  if (value === null) return null;
  const key = Buffer.from(value, 'base64');
  return key.length === CACHE_KEY_BYTES ? key : null;
}

export function createCacheKeys(
  secrets: Pick<SecretStore, 'get' | 'set' | 'delete'>,
  log: (message: string, error?: unknown) => void = () => undefined,
): CacheKeys {
  const memory = new Map<string, Buffer>();
  const sessionOnlyOrgs = new Set<string>();
  // One creation per org even when several reads and writes race at start-up.
  const pending = new Map<string, Promise<Buffer>>();

  async function load(orgId: string): Promise<Buffer> {
    try {
      const stored = decode(await secrets.get(orgId, 'cache-key'));
      if (stored) return stored;
      const fresh = randomBytes(CACHE_KEY_BYTES);
      await secrets.set(orgId, 'cache-key', fresh.toString('base64'));
      return fresh;
    } catch (error) {
      log(`the cache key of ${orgId} is kept in memory for this session`, error);
      sessionOnlyOrgs.add(orgId);
      return randomBytes(CACHE_KEY_BYTES);
    }
  }

  return {
    async get(orgId) {
      const known = memory.get(orgId);
      if (known) return known;
      let loading = pending.get(orgId);
      if (!loading) {
        loading = load(orgId).then((key) => {
          memory.set(orgId, key);
          pending.delete(orgId);
          return key;
        });
        pending.set(orgId, loading);
      }
      return loading;
    },
    async forget(orgId) {
      memory.delete(orgId);
      sessionOnlyOrgs.delete(orgId);
      await secrets.delete(orgId, 'cache-key').catch((error: unknown) => {
        log(`the cache key of ${orgId} could not be removed from the keychain`, error);
      });
    },
    sessionOnly: () => sessionOnlyOrgs.size > 0,
  };
}
