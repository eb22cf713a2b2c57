import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_MS, holdNavigation, isPlainClick } from './held-navigation.ts';

/** A promise settled by hand. */
function later() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('holdNavigation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('navigates as soon as the read has answered, not before', async () => {
    const read = later();
    const go = vi.fn();
    holdNavigation(read.promise, go, { href: '/health' });
    await vi.advanceTimersByTimeAsync(HOLD_MS / 2);
    expect(go).not.toHaveBeenCalled();
    read.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(go).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOLD_MS);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('navigates after HOLD_MS when the read is slower, and once only', async () => {
    const read = later();
    const go = vi.fn();
    holdNavigation(read.promise, go, { href: '/health' });
    await vi.advanceTimersByTimeAsync(HOLD_MS - 1);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(go).toHaveBeenCalledTimes(1);
    read.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('navigates when the read failed (the screen shows the error)', async () => {
    const read = later();
    const go = vi.fn();
    holdNavigation(read.promise, go, { href: '/health' });
    read.reject(new Error('503'));
    await vi.advanceTimersByTimeAsync(0);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('drops a press that a newer press overtook', async () => {
    const first = later();
    const second = later();
    const toAgents = vi.fn();
    const toUsers = vi.fn();
    holdNavigation(first.promise, toAgents, { href: '/health' });
    holdNavigation(second.promise, toUsers, { href: '/health' });
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    second.resolve();
    await vi.advanceTimersByTimeAsync(HOLD_MS);
    expect(toAgents).not.toHaveBeenCalled();
    expect(toUsers).toHaveBeenCalledTimes(1);
  });

  it('drops a press when the window moved meanwhile (Back, a link)', async () => {
    const read = later();
    const go = vi.fn();
    const where = { href: '/health' };
    holdNavigation(read.promise, go, where);
    where.href = '/catalog';
    read.resolve();
    await vi.advanceTimersByTimeAsync(HOLD_MS);
    expect(go).not.toHaveBeenCalled();
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };

  it('is a click of the main button without a modifier', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(isPlainClick({ ...click, [key]: true })).toBe(false);
  });
});
