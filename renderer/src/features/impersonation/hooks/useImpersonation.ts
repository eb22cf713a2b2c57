// The current organisation's scope impersonation as React state, and whether 'Impersonate Scope'
// is open (the user menu closes as it opens the dialog, so the top bar's marker holds it).
import { useCallback, useSyncExternalStore } from 'react';
import {
  impersonationOf,
  subscribeImpersonation,
  type Impersonation,
} from '../../../api/http/scope-impersonation.ts';
import { useWindowStore, windowStore } from '../../../lib/hooks/window-store.ts';

export function useImpersonation(orgId: string): Impersonation | null {
  const subscribe = useCallback(
    (notify: () => void) => subscribeImpersonation((changed) => changed === orgId && notify()),
    [orgId],
  );
  return useSyncExternalStore(subscribe, () => impersonationOf(orgId));
}

const dialogOpen = windowStore(false);

export function setImpersonationDialogOpen(open: boolean): void {
  dialogOpen.set(open);
}

export function useImpersonationDialogOpen(): boolean {
  return useWindowStore(dialogOpen);
}
