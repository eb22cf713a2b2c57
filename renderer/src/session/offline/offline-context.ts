// The context OrgOfflineProvider fills: the org's offline runtime and how its restore went.
import { createContext } from 'react';
import type { OrgOffline, RestoreOutcome } from './org-offline.ts';

export interface OfflineContextValue {
  runtime: OrgOffline;
  restore: RestoreOutcome;
}

export const OfflineContext = createContext<OfflineContextValue | null>(null);
