// Small formatting rules the tabs share: insight counts and run names. Severity and run
// status colours come from lib/vocabulary.

/** Total insights from C8's counts by analysis type (non-numbers ignored). */
export function insightTotal(analysis: Record<string, unknown> | null | undefined): number {
  if (!analysis) return 0;
  let total = 0;
  for (const value of Object.values(analysis)) {
    if (typeof value === 'number' && Number.isFinite(value)) total += value;
  }
  return total;
}

/** A playbook run as named in lists: its playbook's title, else its name, else the run's id. */
export const runName = (r: {
  id: string;
  playbooks?: { title?: string | null; name?: string | null } | null;
}) => r.playbooks?.title || r.playbooks?.name || r.id;
