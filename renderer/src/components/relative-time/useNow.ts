// The current time as the organisation's server sees it (api/http/clock-skew.ts: this computer's
// clock may be off), re-read every `intervalMs`, so relative labels stay fresh without each one
// owning a timer of its own design.
import { useEffect, useMemo, useState } from 'react';
import { serverNow } from '../../api/http/clock-skew.ts';
import { useCurrentOrgOrNull } from '../../session/org-context.tsx';

export function useNow(intervalMs = 30_000): Date {
  const orgId = useCurrentOrgOrNull()?.orgId ?? null;
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setLocal(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return useMemo(() => new Date(serverNow(orgId, local)), [orgId, local]);
}
