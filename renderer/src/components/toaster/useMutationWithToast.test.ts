import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from './toaster.ts';
import { mutationWithToastOptions, type MutationWithToast } from './useMutationWithToast.ts';

vi.mock('./toaster.ts', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const client = {} as QueryClient;
const fails = (message: string) => () => Promise.reject(new Error(message));
const build = (options: MutationWithToast<string, string>) => {
  const built = mutationWithToastOptions(options, client);
  const ctx = {} as never;
  return {
    run: (vars: string) => built.mutationFn!(vars, ctx),
    meta: built.meta,
    success: (vars: string) => built.onSuccess?.('done', vars, undefined, ctx),
    error: (vars: string) => built.onError?.(new Error('boom'), vars, undefined, ctx),
    settled: (error: Error | null) => built.onSettled?.(undefined, error, 'x', undefined, ctx),
  };
};

beforeEach(() => vi.mocked(showToast).mockClear());

describe('mutationWithToastOptions', () => {
  it('toasts the success and refreshes afterwards; the cache toasts failures', async () => {
    const invalidate = vi.fn(() => Promise.resolve());
    const m = build({ mutationFn: (v) => Promise.resolve(v), success: 'Saved', invalidate });
    expect(m.meta).toBeUndefined();
    await m.success('a');
    expect(showToast).toHaveBeenCalledWith('Saved', 'success');
    expect(invalidate).toHaveBeenCalledWith(client);
    await m.settled(new Error('x'));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('a failure of its own wording: its own toast, the cache silent', async () => {
    const m = build({ mutationFn: fails('boom'), failure: 'Failed to delete' });
    expect(m.meta).toEqual({ silentErrors: true });
    await m.error('a');
    expect(showToast).toHaveBeenCalledWith('Failed to delete: boom', 'danger');
  });

  it('failureText replaces the server message, for every change or by change', async () => {
    await expect(
      build({ mutationFn: fails('500'), failureText: 'It failed' }).run('a'),
    ).rejects.toThrow(/^It failed$/);
    const byChange = build({
      mutationFn: fails('500'),
      failureText: (v) => (v === 'delete' ? 'Delete failed' : undefined),
    });
    await expect(byChange.run('delete')).rejects.toThrow(/^Delete failed$/);
    await expect(byChange.run('other')).rejects.toThrow(/^500$/);
    const byError = build({
      mutationFn: fails('disk full'),
      failureText: (_v, error) => `Could not save: ${(error as Error).message}`,
    });
    await expect(byError.run('a')).rejects.toThrow(/^Could not save: disk full$/);
    expect(byChange.meta).toBeUndefined();
  });

  it('silent: no toast at all; refreshOnFailure: refreshes after a failure too', async () => {
    const invalidate = vi.fn(() => Promise.resolve());
    const m = build({ mutationFn: fails('x'), silent: true, refreshOnFailure: true, invalidate });
    expect(m.meta).toEqual({ silentErrors: true });
    await m.settled(null);
    expect(invalidate).not.toHaveBeenCalled();
    await m.settled(new Error('x'));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
