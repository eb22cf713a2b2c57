import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http/api-error.ts';
import { NETWORK_TOASTS, createToastDeduper, isRefusedRead, reactionTo } from './query-errors.ts';

const gateway = (kind: ConstructorParameters<typeof ApiError>[0]['gatewayKind'], status = 502) =>
  new ApiError({ status, url: '/org/a/api/x', message: 'gateway said so', gatewayKind: kind });

describe('query error reactions', () => {
  it('uses the spec texts for network failures', () => {
    expect(reactionTo(gateway('timeout'))).toEqual({
      kind: 'toast',
      message: NETWORK_TOASTS.timeout,
    });
    expect(reactionTo(gateway('offline'))).toEqual({
      kind: 'toast',
      message: 'No internet connection. Please try again.',
    });
    expect(reactionTo(gateway('unreachable'))).toEqual({
      kind: 'toast',
      message: 'Network Error. Please try again.',
    });
    expect(reactionTo(new TypeError('Failed to fetch'))).toEqual({
      kind: 'toast',
      message: NETWORK_TOASTS.unreachable,
    });
  });

  it('re-checks sign-in on 401 and leaves 403 and aborts to the screen', () => {
    expect(reactionTo(gateway('needs-sign-in', 401))).toEqual({ kind: 'recheck-auth' });
    expect(reactionTo(new ApiError({ status: 401, url: '/x', message: 'no' }))).toEqual({
      kind: 'recheck-auth',
    });
    expect(reactionTo(new ApiError({ status: 403, url: '/x', message: 'no' }))).toEqual({
      kind: 'ignore',
    });
    expect(reactionTo(new DOMException('aborted', 'AbortError'))).toEqual({ kind: 'ignore' });
  });

  it('leaves a read too large to show to its screen (size, cap and Save to file)', () => {
    expect(reactionTo(gateway('too-large'))).toEqual({ kind: 'ignore' });
    expect(reactionTo(gateway('too-large'), 'mutation')).toEqual({
      kind: 'toast',
      message: 'gateway said so',
    });
  });

  it('toasts a forbidden write, which has no inline state', () => {
    const forbidden = new ApiError({ status: 403, url: '/x', message: 'not allowed to write' });
    expect(reactionTo(forbidden, 'mutation')).toEqual({
      kind: 'toast',
      message: 'not allowed to write',
    });
  });

  it("toasts the server's message, else 'An error occurred'", () => {
    expect(reactionTo(new ApiError({ status: 500, url: '/x', message: 'db down' }))).toEqual({
      kind: 'toast',
      message: 'db down',
    });
    expect(reactionTo(new ApiError({ status: 500, url: '/x', message: ' ' }))).toEqual({
      kind: 'toast',
      message: 'An error occurred',
    });
    expect(reactionTo('weird')).toEqual({ kind: 'toast', message: 'An error occurred' });
  });

  it('shows one toast per message per window', () => {
    let now = 0;
    const shouldShow = createToastDeduper(5000, () => now);
    expect(shouldShow('a')).toBe(true);
    expect(shouldShow('a')).toBe(false);
    expect(shouldShow('b')).toBe(true);
    now = 5001;
    expect(shouldShow('a')).toBe(true);
  });
});

describe('reads replayed after signing in again', () => {
  it('replays reads refused with a 401, never writes, other failures or aborts', () => {
    expect(isRefusedRead(gateway('needs-sign-in', 401))).toBe(true);
    expect(isRefusedRead(new ApiError({ status: 401, url: '/x', message: 'no' }))).toBe(true);
    expect(isRefusedRead(new ApiError({ status: 401, url: '/x', message: 'no' }), 'mutation')).toBe(
      false,
    );
    expect(isRefusedRead(new ApiError({ status: 403, url: '/x', message: 'no' }))).toBe(false);
    expect(isRefusedRead(gateway('timeout', 504))).toBe(false);
    expect(isRefusedRead(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isRefusedRead(null)).toBe(false);
  });
});
