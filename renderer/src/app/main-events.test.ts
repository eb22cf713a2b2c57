import { describe, expect, it } from 'vitest';
import { firstSighting, SHOWN_NOTICES_KEY, updateOfferText } from './main-events.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('firstSighting', () => {
  it('is true once per notice id, across windows sharing the storage', () => {
    const storage = memoryStorage();
    expect(firstSighting(storage, 'n1')).toBe(true);
    expect(firstSighting(storage, 'n1')).toBe(false);
    expect(firstSighting(storage, 'n2')).toBe(true);
  });

  it('remembers only the last 50 and survives a damaged entry', () => {
    const storage = memoryStorage({ [SHOWN_NOTICES_KEY]: '{broken' });
    expect(firstSighting(storage, 'n0')).toBe(true);
    for (let i = 1; i <= 60; i += 1) firstSighting(storage, `n${i}`);
    const kept = JSON.parse(storage.data.get(SHOWN_NOTICES_KEY) ?? '[]') as string[];
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)).toBe('n60');
  });
});

describe('updateOfferText', () => {
  it('offers a verified update as a plain restart', () => {
    expect(updateOfferText({ version: '1.4.0', signature: 'verified' })).toEqual({
      message: 'Mission Control Desktop 1.4.0 is ready to install.',
      action: 'Restart to update',
    });
  });

  it('says an unsigned update is unsigned, and its action leads to a question', () => {
    const text = updateOfferText({ version: '1.4.0', signature: 'unsigned' });
    expect(text.message).toContain('unsigned');
    expect(text.action).toBe('Review unsigned update…');
  });
});
