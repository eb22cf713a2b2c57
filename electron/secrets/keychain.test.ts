import { describe, expect, it } from 'vitest';
import { keyringKeychain } from './keychain.ts';
import { windowsTargetEntries, type LegacyEntries } from './legacy-keychain.ts';

/** An in-memory stand-in for @napi-rs/keyring's AsyncEntry, keyed by target. */
function fakeKeyring() {
  const store = new Map<string, string>();
  class AsyncEntry {
    readonly target: string;
    constructor(service: string, account: string, target?: string) {
      this.target = target ?? `${account}.${service}`;
    }
    static withTarget(target: string, service: string, account: string) {
      return new AsyncEntry(service, account, target);
    }
    getPassword = () => Promise.resolve(store.get(this.target) ?? null);
    setPassword = (password: string) => {
      store.set(this.target, password);
      return Promise.resolve();
    };
    deletePassword = () => Promise.resolve(store.delete(this.target));
  }
  return { store, keyring: { AsyncEntry } };
}

describe('the keyring keychain', () => {
  it('moves a Windows keytar credential (target service/account) to keyring’s entry once', async () => {
    const { store, keyring } = fakeKeyring();
    store.set('svc/org-1/token', 'old');
    let reads = 0;
    const windows = windowsTargetEntries(keyring.AsyncEntry);
    const counting: LegacyEntries = {
      read: (s, a) => {
        reads += 1;
        return windows.read(s, a);
      },
      remove: (s, a) => windows.remove(s, a),
    };
    const keychain = keyringKeychain(keyring, counting);
    expect(await keychain.getPassword('svc', 'org-1/token')).toBe('old');
    expect([...store]).toEqual([['org-1/token.svc', 'old']]);
    expect(await keychain.getPassword('svc', 'org-1/token')).toBe('old');
    // A missing credential is looked for in the old place once per account, not on every read.
    expect(await keychain.getPassword('svc', 'org-2/token')).toBeNull();
    expect(await keychain.getPassword('svc', 'org-2/token')).toBeNull();
    expect(reads).toBe(2);
  });

  it('deletes the old credential too, so it never comes back', async () => {
    const { store, keyring } = fakeKeyring();
    store.set('svc/org-1/password', 'old');
    const keychain = keyringKeychain(keyring, windowsTargetEntries(keyring.AsyncEntry));
    expect(await keychain.deletePassword('svc', 'org-1/password')).toBe(true);
    expect(store.size).toBe(0);
    expect(await keychain.getPassword('svc', 'org-1/password')).toBeNull();
  });
});
