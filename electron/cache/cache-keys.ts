// Per-organisation cache keys: 32 random bytes, created on first use and kept in the keychain
// (SecretStore kind `cache-key`). A keychain that refuses or times out for a moment (a prompt,
// D-Bus activation; issue 39 item 5) is asked again on the next read or write — the secret store
// spaces the attempts with its back-off — and meanwhile there is no key: the cache on disk is left
// as it is (not decrypted with a wrong key, so never quarantined for it) and nothing is written
// under a key the next start could not have. Only a keychain that cannot be loaded at all gives a
// key in memory for this session: the cache then works until the app quits and is unreadable
// afterwards (it is discarded and rebuilt). A key is never written to disk in plaintext.
import { randomBytes } from 'node:crypto';
import { KeychainUnavailableError } from '../secrets/keychain.ts';
import type { SecretStore } from '../secrets/secret-store.ts';

export const CACHE_KEY_BYTES = 32;

export interface CacheKeys {
  /** Rejects with a retryable KeychainUnavailableError while the keychain refuses for now. */
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
      // A refusal that may pass: no key now, asked again next time (nothing latched).
      if (error instanceof KeychainUnavailableError && error.retryable) throw error;
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
        loading = load(orgId)
          .then((key) => {
            memory.set(orgId, key);
            return key;
          })
          .finally(() => pending.delete(orgId));
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
