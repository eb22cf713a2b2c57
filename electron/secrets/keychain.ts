// The OS keychain as we use it: keytar's three calls, each bounded by a timeout because keychain
// prompts and D-Bus activation can hang (reliability-security §A.2.1). keytar is injectable so
// tests can hand in a failing or hanging one.
import { DesktopError } from '../../preload/contract/result.ts';

export const KEYCHAIN_SERVICE = 'mission-control-desktop';
export const DEFAULT_KEYCHAIN_TIMEOUT_MS = 10_000;

/** The part of keytar we call. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export class KeychainUnavailableError extends DesktopError {
  constructor(message: string) {
    super('KEYCHAIN_UNAVAILABLE', message);
    this.name = 'KeychainUnavailableError';
  }
}

/** Loads the native keytar module; a missing or broken build is reported, not thrown. */
export async function loadKeytar(): Promise<KeytarLike | Error> {
  try {
    const mod = (await import('keytar')) as unknown as KeytarLike & { default?: KeytarLike };
    return mod.default ?? mod;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

export interface Keychain {
  get(account: string): Promise<string | null>;
  set(account: string, value: string): Promise<void>;
  delete(account: string): Promise<boolean>;
}

/** Wraps keytar so every call either settles within `timeoutMs` or fails with KEYCHAIN_UNAVAILABLE. */
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
      throw new KeychainUnavailableError(`The system keychain refused to ${what}: ${reason}`);
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
