import { describe, expect, it } from 'vitest';
import type { PaletteResult } from './palette-model.ts';
import { RECENTS_KEY, RECENTS_LIMIT, readRecents, recentsOf, rememberRecent } from './recents.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

const result = (orgId: string, id: string): PaletteResult => ({
  kind: 'check',
  id,
  title: id,
  detail: '',
  icon: 'http',
  health: 'healthy',
  route: `/health?checkId=${id}`,
  orgId,
  key: `${orgId} check ${id}`,
  recent: false,
  score: 1,
});

describe('recents', () => {
  it('keeps the newest first, once each, at most RECENTS_LIMIT', () => {
    const storage = memoryStorage();
    for (let i = 0; i < RECENTS_LIMIT + 5; i += 1) rememberRecent(result('a', `c${i}`), storage);
    rememberRecent(result('a', 'c10'), storage);
    const recents = readRecents(storage);
    expect(recents).toHaveLength(RECENTS_LIMIT);
    expect(recents[0]!.key).toBe('a check c10');
    expect(recents.filter((r) => r.key === 'a check c10')).toHaveLength(1);
    expect(recents[0]).not.toHaveProperty('score');
  });

  it('ignores what it cannot trust and drops removed organisations', () => {
    const storage = memoryStorage();
    storage.setItem(
      RECENTS_KEY,
      JSON.stringify([{ key: 'x' }, { ...result('a', 'c1'), route: 'https://evil' }]),
    );
    expect(readRecents(storage)).toEqual([]);
    storage.setItem(RECENTS_KEY, '{not json');
    expect(readRecents(storage)).toEqual([]);
    rememberRecent(result('a', 'c1'), storage);
    rememberRecent(result('b', 'c2'), storage);
    expect(recentsOf(readRecents(storage), new Set(['a'])).map((r) => r.orgId)).toEqual(['a']);
  });
});
