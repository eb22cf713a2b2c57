// The offline cache as main offers it: the encrypted per-org store (cache-store.ts) with keys from
// the keychain (cache-keys.ts), the app version and cache schema for versioning, the maximum age
// from settings, and the `cache:*` IPC handlers. `purge` is what org removal calls.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_SCHEMA_VERSION } from '../../preload/contract/cache.ts';
import { initialOrgId } from '../../preload/contract/initial-org.ts';
import type { Org } from '../../preload/contract/orgs.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import type { Handlers } from '../ipc/router.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import { removeStaleTempFiles, writeFileAtomic } from '../secrets/write-file-atomic.ts';
import { createCacheKeys, type CacheKeys } from './cache-keys.ts';
import { createCacheStore, type CacheStore } from './cache-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Crashed-start guard: a cache the renderer crashes on would crash every start. The file counts
 * starts in a row that read a cache and then never wrote one (a renderer that survives its
 * restored data saves it again soon after); at this many the next start goes without the cache.
 */
export const CRASHED_STARTS_LIMIT = 2;
/** Beside the cache folder, which holds only the blobs. */
const START_GUARD_FILE = 'cache-start-guard.json';
export const CACHE_SKIPPED_NOTICE =
  'The last two starts stopped while opening your offline data, so this start opened without it. Fresh data is loaded and saved again.';

function readCrashedStarts(file: string): number {
  try {
    const value = (JSON.parse(readFileSync(file, 'utf8')) as { crashedStarts?: unknown })
      .crashedStarts;
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export type CacheHandlerNames =
  'cache:read' | 'cache:readInitial' | 'cache:write' | 'cache:clear' | 'cache:size';

/** How long writes rest after the disk was found full. */
export const DISK_FULL_PAUSE_MS = 60_000;

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

/** The crashed-start guard of this start (CRASHED_STARTS_LIMIT). */
interface StartGuard {
  /** This start goes without the cache: the last ones crashed after reading it. */
  readonly skipCache: boolean;
  /** Before the renderer gets a cache: counts this start as possibly crashing (once). */
  countRead(): Promise<void>;
  /** After a write: the renderer lived to save its data, so this start did not crash (once). */
  confirmWrite(): Promise<void>;
}

function openStartGuard(
  userDataDir: string,
  log: (message: string, error?: unknown) => void,
): StartGuard {
  const guardFile = path.join(userDataDir, START_GUARD_FILE);
  const setCrashedStarts = (crashedStarts: number) =>
    writeFileAtomic(guardFile, JSON.stringify({ crashedStarts }));
  const crashedStarts = readCrashedStarts(guardFile);
  const skipCache = crashedStarts >= CRASHED_STARTS_LIMIT;
  /** This start read a cache (and counted itself as possibly crashing) / then saved one. */
  let counted: Promise<void> | null = null;
  let confirmed = false;
  if (skipCache) {
    log(
      `the offline cache is skipped once: ${crashedStarts} starts in a row crashed after reading it`,
    );
    void setCrashedStarts(0).catch((error: unknown) =>
      log('the crashed-start count could not be reset', error),
    );
  }
  return {
    skipCache,
    async countRead() {
      if (confirmed) return;
      counted ??= setCrashedStarts(crashedStarts + 1).catch((error: unknown) =>
        log('the crashed-start count could not be saved', error),
      );
      await counted;
    },
    async confirmWrite() {
      if (confirmed) return;
      confirmed = true;
      await counted;
      await setCrashedStarts(0).catch((error: unknown) =>
        log('the crashed-start count could not be reset', error),
      );
    },
  };
}

/**
 * After a full disk, writes rest for a while: each window saves on every idle moment, and each
 * attempt would encrypt megabytes only to fail again on the same full disk.
 */
function diskFullPause(clock: () => number, onFull: () => void) {
  let diskFullUntil = 0;
  return {
    /** Refuses a write while the pause lasts. */
    check(): void {
      if (clock() < diskFullUntil)
        throw new DesktopError(
          'DISK_FULL',
          `Offline data is not being saved: the disk was full. The next try is in ${Math.ceil((diskFullUntil - clock()) / 1000)} s.`,
        );
    },
    /** A write failed: a full disk starts the pause. */
    failed(error: unknown): void {
      if ((error as NodeJS.ErrnoException).code === 'ENOSPC') {
        diskFullUntil = clock() + DISK_FULL_PAUSE_MS;
        onFull();
      }
    },
  };
}

/** The `cache:*` channels over the store, with the service's guarded read and write. */
function cacheHandlers(
  options: Pick<CacheServiceOptions, 'listOrgs' | 'isKnownOrg'>,
  store: CacheStore,
  guarded: {
    read: (orgId: string) => ReturnType<CacheStore['read']>;
    write: (orgId: string, payload: string) => ReturnType<CacheStore['write']>;
  },
): CacheService['handlers'] {
  const { read, write } = guarded;
  return {
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
  };
}

export function createCacheService(options: CacheServiceOptions): CacheService {
  const log = options.log ?? (() => undefined);
  const keys = createCacheKeys(options.secrets, log);
  const dir = path.join(options.userDataDir, 'cache');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  removeStaleTempFiles(dir); // writes a killed run left half-done
  const guard = openStartGuard(options.userDataDir, log);
  const store = createCacheStore({
    dir,
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

  // Through the start-up notice path, like a repaired settings file.
  if (guard.skipCache) tellOnce('cache-skipped', CACHE_SKIPPED_NOTICE);

  async function read(orgId: string): ReturnType<CacheStore['read']> {
    if (guard.skipCache) return { status: 'miss' };
    const result = await store.read(orgId);
    // The window that reads it says so itself ('The offline cache was discarded: …').
    if (result.status === 'discarded') log(`offline cache of ${orgId}: ${result.reason}`);
    // Counted before the renderer gets the data: if that data crashes it, the count is on disk.
    if (result.status === 'hit') await guard.countRead();
    return result;
  }

  const pause = diskFullPause(options.now ?? Date.now, () =>
    tellOnce(
      'disk-full',
      'The disk is full, so offline data is not being saved. Everything else keeps working; free some space to have it saved again.',
    ),
  );

  async function write(orgId: string, payload: string): ReturnType<CacheStore['write']> {
    pause.check();
    try {
      const written = await store.write(orgId, payload);
      await guard.confirmWrite();
      return written;
    } catch (error) {
      pause.failed(error);
      throw error;
    }
  }

  return {
    store,
    keys,
    purge,
    handlers: cacheHandlers(options, store, { read, write }),
  };
}
