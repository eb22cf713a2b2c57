// The offline cache as main offers it: the encrypted per-org store (cache-store.ts) with keys from
// the keychain (cache-keys.ts), the app version and cache schema for versioning, the maximum age
// from settings, and the `cache:*` IPC handlers. `purge` is what org removal calls.
import path from 'node:path';
import { CACHE_SCHEMA_VERSION } from '../../preload/contract/cache.ts';
import { initialOrgId } from '../../preload/contract/initial-org.ts';
import type { Org } from '../../preload/contract/orgs.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import type { Handlers } from '../ipc/router.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import { createCacheKeys, type CacheKeys } from './cache-keys.ts';
import { createCacheStore, type CacheStore } from './cache-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type CacheHandlerNames =
  'cache:read' | 'cache:readInitial' | 'cache:write' | 'cache:clear' | 'cache:size';

export interface CacheServiceOptions {
  userDataDir: string;
  appVersion: string;
  secrets: Pick<SecretStore, 'get' | 'set' | 'delete'>;
  /**
   * Whether the organisation still exists: a window may still hold a removed org's data, and its
   * last throttled write must not bring the cache (and a new key) back after the purge.
   */
  isKnownOrg?: (orgId: string) => boolean;
  /** The organisations, for the org a window opens on (`cache:readInitial`); none without it. */
  listOrgs?: () => readonly Pick<Org, 'id' | 'hidden' | 'lastUsedAt'>[];
  /** The `cacheMaxAgeDays` setting, read on every access so a change applies at once. */
  maxAgeDays: () => number;
  schemaVersion?: number;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
  /** Tells the user (once) what the windows cannot see for themselves: a full disk. */
  notify?: (message: string) => void;
}

export interface CacheService {
  store: CacheStore;
  keys: CacheKeys;
  handlers: Pick<Handlers, CacheHandlerNames>;
  /** Deletes the org's blob, its quarantined copies and its key. */
  purge(orgId: string): Promise<void>;
}

export function createCacheService(options: CacheServiceOptions): CacheService {
  const log = options.log ?? (() => undefined);
  const keys = createCacheKeys(options.secrets, log);
  const store = createCacheStore({
    dir: path.join(options.userDataDir, 'cache'),
    appVersion: options.appVersion,
    schemaVersion: options.schemaVersion ?? CACHE_SCHEMA_VERSION,
    getKey: (orgId) => keys.get(orgId),
    maxAgeMs: () => options.maxAgeDays() * DAY_MS,
    now: options.now,
  });

  async function purge(orgId: string): Promise<void> {
    await store.remove(orgId);
    await keys.forget(orgId);
  }

  const told = new Set<string>();
  function tellOnce(key: string, message: string): void {
    if (told.has(key)) return;
    told.add(key);
    options.notify?.(message);
  }

  async function read(orgId: string) {
    const result = await store.read(orgId);
    // The window that reads it says so itself ('The offline cache was discarded: …').
    if (result.status === 'discarded') log(`offline cache of ${orgId}: ${result.reason}`);
    return result;
  }

  async function write(orgId: string, payload: string) {
    try {
      return await store.write(orgId, payload);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOSPC')
        tellOnce(
          'disk-full',
          'The disk is full, so offline data is not being saved. Everything else keeps working; free some space to have it saved again.',
        );
      throw error;
    }
  }

  return {
    store,
    keys,
    purge,
    handlers: {
      'cache:read': ({ orgId }) => read(orgId),
      'cache:readInitial': async ({ search, remembered }) => {
        const orgId = initialOrgId(options.listOrgs?.() ?? [], search, remembered);
        return { orgId, read: orgId ? await read(orgId) : { status: 'miss' as const } };
      },
      'cache:write': async ({ orgId, payload }) => {
        if (options.isKnownOrg && !options.isKnownOrg(orgId))
          throw new DesktopError('NOT_FOUND', `There is no organisation "${orgId}" to cache.`);
        return await write(orgId, payload);
      },
      'cache:clear': async ({ orgId }) => {
        const had = (await store.size(orgId)) > 0;
        await store.remove(orgId);
        return { cleared: had };
      },
      'cache:size': async ({ orgId }) => ({ bytes: await store.size(orgId) }),
    },
  };
}
