import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http/api-error.ts';
import { keepData, refusedReadOnScreen, replayRefusedReads } from './reauth-queries.ts';

const refused = () => new ApiError({ status: 401, url: '/org/a/api/x', message: 'Unauthorized' });
const clients: QueryClient[] = [];

function client(): QueryClient {
  const made = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(made);
  return made;
}

afterEach(() => {
  for (const made of clients.splice(0)) made.clear();
});

/** A query shown on screen (one observer), fetched once. */
async function shownQuery(queryClient: QueryClient, key: string, fn: () => Promise<unknown>) {
  const observer = new QueryObserver(queryClient, { queryKey: [key], queryFn: fn });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
  return { observer, unsubscribe, query: queryClient.getQueryCache().find({ queryKey: [key] })! };
}

describe('the reads around a re-sign-in', () => {
  it("keeps a refused read's data on screen and replays only the refused reads", async () => {
    const queryClient = client();
    let checksRefused = false;
    const checks = vi.fn(() =>
      checksRefused ? Promise.reject(refused()) : Promise.resolve(['check-a']),
    );
    const other = vi.fn(() => Promise.resolve('other'));
    const shownChecks = await shownQuery(queryClient, 'checks', checks);
    await shownQuery(queryClient, 'other', other);

    checksRefused = true;
    await shownChecks.observer.refetch();
    expect(refusedReadOnScreen(queryClient)).toBe(true);
    keepData('a', shownChecks.query);
    // The screen shows the data it had, not the refusal.
    expect(shownChecks.observer.getCurrentResult().isError).toBe(false);
    expect(shownChecks.observer.getCurrentResult().data).toEqual(['check-a']);

    checksRefused = false;
    const [checksBefore, otherBefore] = [checks.mock.calls.length, other.mock.calls.length];
    await expect(replayRefusedReads('a', queryClient)).resolves.toBe(false);
    expect(checks.mock.calls.length).toBe(checksBefore + 1);
    expect(other.mock.calls.length).toBe(otherBefore);
  });

  it('says when a replayed read is refused again, and never replays a write', async () => {
    const queryClient = client();
    const read = vi.fn(() => Promise.reject(refused()));
    await shownQuery(queryClient, 'read', read);
    const write = vi.fn(() => Promise.reject(refused()));
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: write })
      .execute(undefined)
      .catch(() => undefined);
    expect(write).toHaveBeenCalledTimes(1);

    await expect(replayRefusedReads('b', queryClient)).resolves.toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
