import { describe, expect, it } from 'vitest';
import { areReadsHeld, holdReads, releaseReads, waitWhileHeld } from './sign-in-hold.ts';

const settled = async (promise: Promise<unknown> | null) => {
  if (promise === null) return 'nothing to wait for';
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
};

describe('sign-in hold', () => {
  it('holds reads of that organisation only, until released', async () => {
    holdReads('a');
    expect(areReadsHeld('a')).toBe(true);
    const waiting = waitWhileHeld('a', undefined);
    expect(waiting).not.toBeNull();
    expect(await settled(waiting)).toBe('pending');
    expect(waitWhileHeld('b', undefined)).toBeNull();
    releaseReads('a');
    expect(await settled(waiting)).toBe('resolved');
    expect(areReadsHeld('a')).toBe(false);
  });

  it('lets a screen that closes stop waiting', async () => {
    holdReads('c');
    const controller = new AbortController();
    const waiting = waitWhileHeld('c', controller.signal);
    controller.abort();
    expect(await settled(waiting)).toBe('rejected');
    releaseReads('c');
  });
});
