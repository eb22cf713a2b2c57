// SecretStore: every credential of every organisation, kept in the OS keychain under service
// `mission-control-desktop`, account `<orgId>/<kind>`. Values over the platform limit go to an
// encrypted file whose key is the keychain entry. Without a keychain we never fall back to
// plaintext on our own: the store reports `unavailable` until the user accepts session-only
// (memory) credentials.
import { DesktopError } from '../../preload/contract/result.ts';
import { EncryptedSecretFiles, FILE_MARKER } from './encrypted-file.ts';
import { removeStaleTempFiles } from './write-file-atomic.ts';
import {
  createKeychain,
  KeychainUnavailableError,
  type Keychain,
  type KeytarSource,
} from './keychain.ts';

export const secretKinds = [
  'token',
  'password',
  'refresh-token',
  'kubeconfig',
  'cache-key',
] as const;
export type SecretKind = (typeof secretKinds)[number];

/** Windows Credential Manager's blob limit; we apply it everywhere so behaviour is the same. */
export const KEYCHAIN_VALUE_LIMIT_BYTES = 2560;

export type SecretStoreMode = 'keychain' | 'unavailable' | 'session-only';

export const SESSION_ONLY_MESSAGE =
  'Credentials will be kept in memory for this session only: you will need to sign in again after the app quits.';

export interface SecretStore {
  mode(): SecretStoreMode;
  /** Why the keychain cannot be used (null while it works). Shown to the user once per state. */
  unavailableReason(): string | null;
  get(orgId: string, kind: SecretKind): Promise<string | null>;
  set(orgId: string, kind: SecretKind, value: string): Promise<void>;
  delete(orgId: string, kind: SecretKind): Promise<void>;
  /** Removes every kind for the org, and its encrypted files. */
  purgeOrg(orgId: string): Promise<void>;
  useSessionOnly(): void;
}

export interface SecretStoreOptions {
  /** keytar, the error that loading it gave, or a loader (called on first use). */
  keytar: KeytarSource;
  /** Folder for encrypted over-limit values (inside userData). */
  dir: string;
  timeoutMs?: number | undefined;
  limitBytes?: number | undefined;
  /**
   * After a keychain timeout or refusal, calls fail at once for this long, then one is tried
   * again; each further failure doubles the wait up to `maxMs`. Defaults: 5 s, 5 min.
   */
  retry?: { firstMs?: number; maxMs?: number; now?: () => number } | undefined;
}

export const KEYCHAIN_RETRY_FIRST_MS = 5_000;
export const KEYCHAIN_RETRY_MAX_MS = 5 * 60_000;

export function accountOf(orgId: string, kind: SecretKind): string {
  return `${orgId}/${kind}`;
}

/** What the store runs on now, and the keychain's back-off after a failure. */
interface Availability {
  mode(): SecretStoreMode;
  /** Why the keychain cannot be used (null while it works or in session-only mode). */
  reason(): string | null;
  /** Runs a keychain call under the back-off (see `keychainAvailability`). */
  guarded<T>(run: () => Promise<T>): Promise<T>;
  useSessionOnly(): void;
}

/**
 * A keychain call's failure switches the store to `unavailable`: calls then fail at once (no
 * second 10 s hang) until the back-off has passed, when one is tried again; a success brings the
 * keychain back. Only a keychain that could not be loaded stays off.
 */
function keychainAvailability(retry: SecretStoreOptions['retry']): Availability {
  let mode: SecretStoreMode = 'keychain';
  let reason: string | null = null;
  const clock = retry?.now ?? Date.now;
  const firstRetryMs = retry?.firstMs ?? KEYCHAIN_RETRY_FIRST_MS;
  const maxRetryMs = retry?.maxMs ?? KEYCHAIN_RETRY_MAX_MS;
  /** Failures in a row; a success resets it. */
  let failures = 0;
  let retryAt = 0;
  /** A keychain that could not be loaded does not come back within the session. */
  let permanent = false;

  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    // Within the back-off the failure is still one that may pass: callers may ask again later.
    if (mode === 'unavailable' && (permanent || clock() < retryAt))
      throw new KeychainUnavailableError(
        reason ?? 'The system keychain is unavailable.',
        !permanent,
      );
    let value: T;
    try {
      value = await run();
    } catch (error) {
      if (error instanceof KeychainUnavailableError) {
        failures += 1;
        permanent ||= !error.retryable;
        retryAt = clock() + Math.min(maxRetryMs, firstRetryMs * 2 ** Math.min(failures - 1, 20));
        if (mode === 'keychain') mode = 'unavailable';
        reason = `${error.message} You can keep credentials for this session only.`;
        throw new KeychainUnavailableError(reason, error.retryable);
      }
      throw error;
    }
    failures = 0;
    if (mode === 'unavailable') {
      mode = 'keychain';
      reason = null;
    }
    return value;
  }

  return {
    mode: () => mode,
    reason: () => reason,
    guarded,
    useSessionOnly: () => {
      mode = 'session-only';
      reason = null;
    },
  };
}

/** Removes every kind of the org's secrets, trying each; throws the first failure after. */
async function removeEveryKind(remove: (kind: SecretKind) => Promise<void>): Promise<void> {
  const failures: unknown[] = [];
  for (const kind of secretKinds) {
    try {
      await remove(kind);
    } catch (error) {
      failures.push(error);
    }
  }
  const first = failures[0];
  if (first !== undefined)
    throw first instanceof Error ? first : new Error('The keychain could not be cleared.');
}

export function createSecretStore(options: SecretStoreOptions): SecretStore {
  const keychain: Keychain = createKeychain(options.keytar, options.timeoutMs);
  const files = new EncryptedSecretFiles(options.dir);
  removeStaleTempFiles(options.dir); // a write the last run was killed in
  const limit = options.limitBytes ?? KEYCHAIN_VALUE_LIMIT_BYTES;
  const memory = new Map<string, string>();
  const availability = keychainAvailability(options.retry);
  const sessionOnly = () => availability.mode() === 'session-only';
  const guarded = <T>(run: () => Promise<T>) => availability.guarded(run);

  async function get(orgId: string, kind: SecretKind): Promise<string | null> {
    const account = accountOf(orgId, kind);
    if (sessionOnly()) return memory.get(account) ?? null;
    const stored = await guarded(() => keychain.get(account));
    if (stored === null || !stored.startsWith(FILE_MARKER)) return stored;
    try {
      return await files.read(account, stored);
    } catch (error) {
      // Keep the ciphertext: a changed keyring may come back, and wiping it is not ours to decide.
      const detail = error instanceof Error ? error.message : String(error);
      throw new DesktopError(
        'SECRET_UNREADABLE',
        `The stored ${kind} for this organisation could not be decrypted (${detail}). Sign in again; the old data was kept.`,
      );
    }
  }

  async function set(orgId: string, kind: SecretKind, value: string): Promise<void> {
    const account = accountOf(orgId, kind);
    if (sessionOnly()) {
      memory.set(account, value);
      return;
    }
    if (Buffer.byteLength(value, 'utf8') <= limit && !value.startsWith(FILE_MARKER)) {
      await guarded(() => keychain.set(account, value));
      await files.remove(account);
      return;
    }
    // New file first, beside the old one; then the keychain switches to it; then the old goes.
    // A crash anywhere leaves the keychain naming a complete file its key opens.
    const pointer = await files.write(account, value);
    try {
      await guarded(() => keychain.set(account, pointer));
    } catch (error) {
      await files.discard(account, pointer); // its key is nowhere; no plaintext remains
      throw error;
    }
    await files.remove(account, pointer);
  }

  async function remove(orgId: string, kind: SecretKind): Promise<void> {
    const account = accountOf(orgId, kind);
    memory.delete(account);
    try {
      if (!sessionOnly()) await guarded(() => keychain.delete(account));
    } finally {
      await files.remove(account);
    }
  }

  return {
    mode: () => availability.mode(),
    unavailableReason: () => (availability.mode() === 'unavailable' ? availability.reason() : null),
    get,
    set,
    delete: remove,
    purgeOrg: (orgId) => removeEveryKind((kind) => remove(orgId, kind)),
    useSessionOnly: () => availability.useSessionOnly(),
  };
}
