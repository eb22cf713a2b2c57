// The OS keychain as we use it: three calls (read, store, delete one credential), each bounded by
// a timeout because keychain prompts and D-Bus activation can hang (reliability-security §A.2.1).
// The store is @napi-rs/keyring (macOS Keychain, Windows Credential Manager, the Secret Service on
// Linux) through N-API prebuilt binaries, so nothing is compiled on install. Entries that builds
// before it wrote with keytar are read once and rewritten (legacy-keychain.ts). The three calls
// keep keytar's shape (KeytarLike) so tests can hand in a failing or hanging stand-in.
import { DesktopError } from '../../preload/contract/result.ts';
import { legacyEntriesFor, noLegacyEntries, type LegacyEntries } from './legacy-keychain.ts';

export const KEYCHAIN_SERVICE = 'mission-control-desktop';
export const DEFAULT_KEYCHAIN_TIMEOUT_MS = 10_000;

/** The calls we make of the OS keychain (keytar's shape; @napi-rs/keyring behind it). */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export class KeychainUnavailableError extends DesktopError {
  /** A timeout or a refusal may pass (a prompt, D-Bus activation); a missing library does not. */
  readonly retryable: boolean;
  constructor(message: string, retryable = false) {
    super('KEYCHAIN_UNAVAILABLE', message);
    this.name = 'KeychainUnavailableError';
    this.retryable = retryable;
  }
}

interface AsyncEntryLike {
  getPassword(): Promise<string | null>;
  setPassword(password: string): Promise<void>;
  deletePassword(): Promise<boolean>;
}

interface KeyringModule {
  AsyncEntry: {
    new (service: string, account: string): AsyncEntryLike;
    withTarget(target: string, service: string, account: string): AsyncEntryLike;
  };
}

/**
 * The OS keychain through @napi-rs/keyring. A read that finds nothing looks once per account for
 * the entry an earlier build wrote with keytar, moves it to the new entry and deletes it.
 */
export function keyringKeychain(
  keyring: KeyringModule,
  legacy: LegacyEntries = noLegacyEntries,
): KeytarLike {
  const looked = new Set<string>();
  const entry = (service: string, account: string) => new keyring.AsyncEntry(service, account);
  return {
    async getPassword(service, account) {
      const value = await entry(service, account).getPassword();
      if (value !== null || looked.has(`${service}\0${account}`)) return value;
      looked.add(`${service}\0${account}`);
      const old = await legacy.read(service, account);
      if (old === null) return null;
      await entry(service, account).setPassword(old);
      await legacy.remove(service, account);
      return old;
    },
    setPassword: (service, account, password) => entry(service, account).setPassword(password),
    async deletePassword(service, account) {
      const deleted = await entry(service, account).deletePassword();
      // A legacy entry must not come back through the migration once its account is deleted.
      looked.add(`${service}\0${account}`);
      const old = await legacy.remove(service, account);
      return deleted || old;
    },
  };
}

/** Loads the OS keychain; a missing native binary is reported, not thrown. */
export async function loadKeytar(): Promise<KeytarLike | Error> {
  try {
    const mod = (await import('@napi-rs/keyring')) as unknown as KeyringModule & {
      default?: KeyringModule;
    };
    const keyring = mod.AsyncEntry ? mod : (mod.default ?? mod);
    return keyringKeychain(keyring, legacyEntriesFor(process.platform, keyring.AsyncEntry));
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

export interface Keychain {
  get(account: string): Promise<string | null>;
  set(account: string, value: string): Promise<void>;
  delete(account: string): Promise<boolean>;
}

/** Wraps the keychain so every call settles within `timeoutMs` or fails with KEYCHAIN_UNAVAILABLE. */
export type KeytarSource = KeytarLike | Error | (() => Promise<KeytarLike | Error>);

export function createKeychain(
  source: KeytarSource,
  timeoutMs = DEFAULT_KEYCHAIN_TIMEOUT_MS,
): Keychain {
  let loaded: Promise<KeytarLike | Error> | null = null;
  async function call<T>(what: string, run: (k: KeytarLike) => Promise<T>): Promise<T> {
    loaded ??= typeof source === 'function' ? source() : Promise.resolve(source);
    const keytar = await loaded;
    if (keytar instanceof Error) {
      throw new KeychainUnavailableError(`The system keychain cannot be used (${keytar.message}).`);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new KeychainUnavailableError(
              `The system keychain did not answer within ${Math.round(timeoutMs / 1000)} s (${what}).`,
              true,
            ),
          ),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([run(keytar), timeout]);
    } catch (error) {
      if (error instanceof KeychainUnavailableError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new KeychainUnavailableError(`The system keychain refused to ${what}: ${reason}`, true);
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    get: (account) => call('read a credential', (k) => k.getPassword(KEYCHAIN_SERVICE, account)),
    set: (account, value) =>
      call('store a credential', (k) => k.setPassword(KEYCHAIN_SERVICE, account, value)),
    delete: (account) =>
      call('delete a credential', (k) => k.deletePassword(KEYCHAIN_SERVICE, account)),
  };
}
