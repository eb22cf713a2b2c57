// The recent list: newest first, once each, at most the limit; garbage and refused entries read
// as nothing; a refused write still answers the new list.
import { describe, expect, it } from 'vitest';
import { storedRecents } from './stored-recents.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

const recents = storedRecents({
  key: 'test.recents',
  limit: 3,
  isItem: (value: unknown): value is { id: string; n: number } =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string',
  same: (a, b) => a.id === b.id,
});

describe('storedRecents', () => {
  it('keeps the newest first, once each, at most the limit', () => {
    const storage = memoryStorage();
    for (const id of ['a', 'b', 'c', 'd']) recents.remember({ id, n: 1 }, storage);
    recents.remember({ id: 'c', n: 2 }, storage);
    expect(recents.read(storage)).toEqual([
      { id: 'c', n: 2 },
      { id: 'd', n: 1 },
      { id: 'b', n: 1 },
    ]);
  });

  it('reads garbage and refused entries as nothing', () => {
    const storage = memoryStorage();
    storage.setItem('test.recents', '{not json');
    expect(recents.read(storage)).toEqual([]);
    storage.setItem('test.recents', JSON.stringify([{ id: 1 }, { id: 'a', n: 1 }]));
    expect(recents.read(storage)).toEqual([{ id: 'a', n: 1 }]);
  });

  it('answers the new list when the storage refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recents.remember({ id: 'a', n: 1 }, full)).toEqual([{ id: 'a', n: 1 }]);
  });
});
