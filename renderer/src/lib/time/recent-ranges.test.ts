import { describe, expect, it } from 'vitest';
import type { AbsoluteTimeRange } from './time-range.ts';
import {
  RECENT_RANGES_STORAGE_KEY,
  loadRecentRanges,
  rememberRecentRange,
} from './recent-ranges.ts';

const range = (n: number, display = `r${n}`): AbsoluteTimeRange => ({
  type: 'absolute',
  display,
  from: `2024-01-0${n}T00:00:00.000Z`,
  to: `2024-01-0${n + 1}T00:00:00.000Z`,
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('recent ranges', () => {
  it('keeps the newest five, newest first', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= 7; n += 1) rememberRecentRange(storage, range(n));
    expect(loadRecentRanges(storage).map((r) => r.display)).toEqual(['r7', 'r6', 'r5', 'r4', 'r3']);
  });

  it('de-duplicates by from/to and moves the repeat to the front', () => {
    const storage = memoryStorage();
    rememberRecentRange(storage, range(1));
    rememberRecentRange(storage, range(2));
    const list = rememberRecentRange(storage, range(1, 'again'));
    expect(list.map((r) => r.display)).toEqual(['again', 'r2']);
  });

  it('persists in storage and survives garbage', () => {
    const storage = memoryStorage();
    rememberRecentRange(storage, range(1));
    rememberRecentRange(storage, range(2));
    expect(loadRecentRanges(storage).map((r) => r.display)).toEqual(['r2', 'r1']);
    storage.data.set(RECENT_RANGES_STORAGE_KEY, '{not json');
    expect(loadRecentRanges(storage)).toEqual([]);
    storage.data.set(RECENT_RANGES_STORAGE_KEY, JSON.stringify([{ type: 'relative' }]));
    expect(loadRecentRanges(storage)).toEqual([]);
  });
});
