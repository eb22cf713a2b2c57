// Credential health of every organisation (keychain item names, issue and expiry dates), owned by
// main and reached over IPC. App-wide QueryClient: the switcher warns about any organisation.
import { queryOptions } from '@tanstack/react-query';
import { invoke } from '../../lib/bridge.ts';

export const credentialsKeys = {
  all: ['credentials'] as const,
  list: () => ['credentials', 'list', {}] as const,
};

export function credentialsQuery() {
  return queryOptions({
    queryKey: credentialsKeys.list(),
    queryFn: async () => (await invoke('credentials:list', {})).orgs,
    // Dates change on sign-in, sign-out and kubeconfig downloads, after which the console (and
    // its switcher) mounts anew; the warning's clock moves in the renderer.
    staleTime: 5_000,
    refetchInterval: 10 * 60_000,
  });
}
