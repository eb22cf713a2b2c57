import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetBoxWidths, guessBoxWidth, learnBoxWidth } from './box-width-guess.ts';

const stored = new Map<string, string>();
const view = { innerWidth: 1280 };
vi.stubGlobal('window', view);
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
});
afterAll(() => vi.unstubAllGlobals());

describe('a fitted table guesses its width from what earlier measures taught', () => {
  beforeEach(() => {
    stored.clear();
    forgetBoxWidths();
    view.innerWidth = 1280;
  });

  it('knows nothing before a first measure, and learns nothing from a box out of the layout', () => {
    expect(guessBoxWidth('agents')).toBeNull();
    learnBoxWidth('agents', 0);
    expect(guessBoxWidth('agents')).toBeNull();
  });

  it('keeps the inset, so the guess follows the window', () => {
    learnBoxWidth('agents', 1016);
    expect(guessBoxWidth('agents')).toBe(1016);
    view.innerWidth = 1600;
    expect(guessBoxWidth('agents')).toBe(1336);
  });

  it('a table never measured takes the smallest inset known (the content column)', () => {
    learnBoxWidth('health', 760);
    learnBoxWidth('agents', 1016);
    expect(guessBoxWidth('jobs')).toBe(1016);
    expect(guessBoxWidth('health')).toBe(760);
  });

  it('remembers across starts, and reads a damaged store as nothing learned', () => {
    learnBoxWidth('agents', 1016);
    forgetBoxWidths();
    expect(guessBoxWidth('agents')).toBe(1016);
    stored.set('mc.pref.table-insets', '{not json');
    forgetBoxWidths();
    expect(guessBoxWidth('agents')).toBeNull();
  });
});
