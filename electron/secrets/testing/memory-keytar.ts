// Test support: an in-memory keytar with Windows Credential Manager's 2,560-byte limit, so tests
// can see exactly what reached "the keychain".
import type { KeytarLike } from '../keychain.ts';

export function memoryKeytar(limit = 2560): { keytar: KeytarLike; entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const keytar: KeytarLike = {
    getPassword: (service, account) =>
      Promise.resolve(entries.get(`${service}|${account}`) ?? null),
    setPassword: (service, account, value) => {
      if (Buffer.byteLength(value) > limit)
        return Promise.reject(new Error('The stub credential is too big'));
      entries.set(`${service}|${account}`, value);
      return Promise.resolve();
    },
    deletePassword: (service, account) => Promise.resolve(entries.delete(`${service}|${account}`)),
  };
  return { keytar, entries };
}
