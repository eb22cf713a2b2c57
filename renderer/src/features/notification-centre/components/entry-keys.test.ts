import { describe, expect, it } from 'vitest';
import { nextIndex } from './EntryList.tsx';

describe('nextIndex (the drawer list’s keyboard)', () => {
  it('moves by one, by a page and to the ends, never past them', () => {
    expect(nextIndex('ArrowDown', 0, 5000, 8)).toBe(1);
    expect(nextIndex('ArrowUp', 0, 5000, 8)).toBe(0);
    expect(nextIndex('ArrowDown', 4999, 5000, 8)).toBe(4999);
    expect(nextIndex('PageDown', 10, 5000, 8)).toBe(18);
    expect(nextIndex('PageUp', 3, 5000, 8)).toBe(0);
    expect(nextIndex('PageDown', 4995, 5000, 8)).toBe(4999);
    expect(nextIndex('Home', 300, 5000, 8)).toBe(0);
    expect(nextIndex('End', 0, 5000, 8)).toBe(4999);
  });

  it('leaves other keys to the button (Enter, Space, Tab)', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a']) expect(nextIndex(key, 3, 10, 8)).toBeNull();
  });
});
