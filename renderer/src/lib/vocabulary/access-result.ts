// The effective answer of an access check (spec 5-access §2.5, §3): allowed, denied, or unknown
// when the check itself failed; and the direct setting of a subject's switch (Deny, Default,
// Allow), so a cell and a drawer read the same everywhere.
import { ranked } from './build.ts';

export const ACCESS_RESULT = ranked('access result', [
  ['allowed', 'Allowed', 'success', 'tick-circle'],
  ['unknown', 'Unknown', 'none', 'help'],
  ['denied', 'Denied', 'danger', 'ban-circle'],
] as const);
export type AccessResult = (typeof ACCESS_RESULT.entries)[number]['value'];

export const accessResult = (allowed: boolean | undefined): AccessResult =>
  allowed === undefined ? 'unknown' : allowed ? 'allowed' : 'denied';
