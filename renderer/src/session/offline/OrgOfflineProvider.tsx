// Mounted inside each organisation's QueryClientProvider (org-context.tsx): holds the org subtree
// back until its offline cache is restored — so the first paint is cached data and no request
// goes out before the restore — and keeps the connectivity probe running while the org is shown.
// (State + effect rather than Suspense: React throttles Suspense reveals by ~300 ms, and the
// restore is one IPC read of a few ms.)
import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authStatusQuery } from '../../api/services/orgs.ts';
import { appQueryClient } from '../app-query-client.ts';
import { OfflineContext } from './offline-context.ts';
import { orgOfflineFor, type RestoreOutcome } from './org-offline.ts';

export function OrgOfflineProvider(props: { orgId: string; children: ReactNode }) {
  const client = useQueryClient();
  const runtime = orgOfflineFor(props.orgId, client);
  const [restore, setRestore] = useState<RestoreOutcome | null>(runtime.outcome);

  useEffect(() => {
    let live = true;
    if (!restore) void runtime.restored.then((outcome) => live && setRestore(outcome));
    return () => {
      live = false;
    };
  }, [runtime, restore]);

  // Main's sign-in check for this org runs while the cache is read, not after it (the gate needs
  // both before the console shows).
  useEffect(() => {
    void appQueryClient.prefetchQuery(authStatusQuery(props.orgId));
  }, [props.orgId]);

  useEffect(() => {
    runtime.connectivity.resume();
    const save = () => void runtime.flush();
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      runtime.connectivity.pause();
    };
  }, [runtime]);

  if (!restore) return null;
  return <OfflineContext value={{ runtime, restore }}>{props.children}</OfflineContext>;
}
