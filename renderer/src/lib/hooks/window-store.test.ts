import { describe, expect, it, vi } from 'vitest';
import { windowStore } from './window-store.ts';

describe('windowStore', () => {
  it('holds a value and tells its listeners when it changes', () => {
    const store = windowStore(false);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.get()).toBe(false);
    store.set(true);
    expect(store.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(false);
  });
});
