// SecretStore: every credential of every organisation, kept in the OS keychain under service
// `mission-control-desktop`, account `<orgId>/<kind>`. Values over the platform limit go to an
// encrypted file whose key is the keychain entry. Without a keychain we never fall back to
// plaintext on our own: the store reports `unavailable` until the user accepts session-only
// (memory) credentials.
import { DesktopError } from '../../preload/contract/result.ts';
import { EncryptedSecretFiles, FILE_MARKER } from './encrypted-file.ts';
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
}

export function accountOf(orgId: string, kind: SecretKind): string {
  return `${orgId}/${kind}`;
}

export function createSecretStore(options: SecretStoreOptions): SecretStore {
  const keychain: Keychain = createKeychain(options.keytar, options.timeoutMs);
  const files = new EncryptedSecretFiles(options.dir);
  const limit = options.limitBytes ?? KEYCHAIN_VALUE_LIMIT_BYTES;
  const memory = new Map<string, string>();
  let mode: SecretStoreMode = 'keychain';
  let reason: string | null = null;

  /** Runs a keychain call; the first failure switches the whole store to `unavailable`. */
  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    if (mode === 'unavailable')
      throw new KeychainUnavailableError(reason ?? 'The system keychain is unavailable.');
    try {
      return await run();
    } catch (error) {
      if (error instanceof KeychainUnavailableError) {
        mode = 'unavailable';
        reason = `${error.message} You can keep credentials for this session only.`;
        throw new KeychainUnavailableError(reason);
      }
      throw error;
    }
  }

  async function get(orgId: string, kind: SecretKind): Promise<string | null> {
    const account = accountOf(orgId, kind);
    if (mode === 'session-only') return memory.get(account) ?? null;
    const stored = await guarded(() => keychain.get(account));
    if (stored === null || !stored.startsWith(FILE_MARKER)) return stored;
    try {
      return await files.read(account, stored.slice(FILE_MARKER.length));
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
    if (mode === 'session-only') {
      memory.set(account, value);
      return;
    }
    if (Buffer.byteLength(value, 'utf8') <= limit && !value.startsWith(FILE_MARKER)) {
      await guarded(() => keychain.set(account, value));
      await files.remove(account);
      return;
    }
    const key = await files.write(account, value);
    try {
      await guarded(() => keychain.set(account, `${FILE_MARKER}${key}`));
    } catch (error) {
      await files.remove(account); // a file whose key is nowhere is useless; no plaintext remains
      throw error;
    }
  }

  async function remove(orgId: string, kind: SecretKind): Promise<void> {
    const account = accountOf(orgId, kind);
    memory.delete(account);
    try {
      if (mode !== 'session-only') await guarded(() => keychain.delete(account));
    } finally {
      await files.remove(account);
    }
  }

  return {
    mode: () => mode,
    unavailableReason: () => (mode === 'unavailable' ? reason : null),
    get,
    set,
    delete: remove,
    purgeOrg: async (orgId) => {
      const failures: unknown[] = [];
      for (const kind of secretKinds) {
        try {
          await remove(orgId, kind);
        } catch (error) {
          failures.push(error);
        }
      }
      const first = failures[0];
      if (first !== undefined)
        throw first instanceof Error ? first : new Error('The keychain could not be cleared.');
    },
    useSessionOnly: () => {
      mode = 'session-only';
      reason = null;
    },
  };
}
