// The write gets the organisation, the change and the signed-in user's id (none before whoami
// answers), and the toast and the refresh of useMutationWithToast follow it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { authKeys } from '../../api/services/auth.ts';
import { showToast } from '../toaster/toaster.ts';
import { useWriteAsMe, type WriteAsMe } from './useWriteAsMe.ts';

vi.mock('../../session/org-context.tsx', () => ({ useOrgId: () => 'org-1' }));
vi.mock('../toaster/toaster.ts', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

function mutationOf(client: QueryClient, write: WriteAsMe<string, string>) {
  const invalidate = vi.fn(() => Promise.resolve());
  let mutation: ReturnType<typeof useWriteAsMe<string, string>> | undefined;
  function Probe() {
    mutation = useWriteAsMe(write, { success: 'Saved', invalidate });
    return null;
  }
  renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  return { mutation: mutation!, invalidate };
}

describe('useWriteAsMe', () => {
  it('writes as the signed-in user, then toasts and refreshes', async () => {
    const client = new QueryClient();
    client.setQueryData(authKeys.whoami(), { user: { id: 'user-1' } });
    const write = vi.fn((_org: string, vars: string) => Promise.resolve(`saved ${vars}`));
    const { mutation, invalidate } = mutationOf(client, write);
    await expect(mutation.mutateAsync('a')).resolves.toBe('saved a');
    expect(write).toHaveBeenCalledWith('org-1', 'a', 'user-1');
    expect(showToast).toHaveBeenCalledWith('Saved', 'success');
    expect(invalidate).toHaveBeenCalledWith(client);
  });

  it('names no user before whoami answers', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    const write = vi.fn(() => Promise.resolve('ok'));
    await mutationOf(client, write).mutation.mutateAsync('b');
    expect(write).toHaveBeenCalledWith('org-1', 'b', undefined);
  });
});
