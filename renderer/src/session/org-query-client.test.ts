// Reliability row 4: an organisation's QueryClient retries a read after a backend hiccup but never
// a write — a mutation that failed with a 503 may still have been applied, and a second POST would
// create the incident, the silence or the playbook run twice.
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http/api-error.ts';
import { queryClientFor } from './org-context.tsx';

const hiccup = () => new ApiError({ status: 503, message: 'Service Unavailable', url: '/api/x' });

describe("an organisation's QueryClient", () => {
  it('sends a failed write once, even on a 503 a read would retry', async () => {
    const client = queryClientFor('retry-test-org');
    let posts = 0;
    const observer = new MutationObserver(client, {
      mutationFn: () => {
        posts += 1;
        return Promise.reject(hiccup());
      },
    });
    await expect(observer.mutate()).rejects.toThrow('Service Unavailable');
    expect(posts).toBe(1);
  });

  it('tries a read again after the same 503 (with the policy’s delay)', async () => {
    const client = queryClientFor('retry-test-org');
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['retry-test'],
      queryFn: () => {
        reads += 1;
        return reads < 2 ? Promise.reject(hiccup()) : Promise.resolve('ok');
      },
      retryDelay: 1,
    });
    const settled = new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.status === 'success') {
          stop();
          resolve();
        }
      });
    });
    await settled;
    expect(reads).toBe(2);
  });
});
