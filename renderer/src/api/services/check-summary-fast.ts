// The dashboard summary carries 10,000 checks on large installs. Validating each row with the zod
// schema costs ~100 ms of main thread on first use (more where CSP forbids zod's compiled
// validators), which showed up in every dashboard paint (performance.md P4). This guard checks the
// same field types by hand in a few milliseconds; a row it does not accept goes through the zod
// schema, so a malformed row still fails with zod's precise message. It must never accept what the
// schema refuses: `check-summary-fast.test.ts` checks that with generated rows.
import type { CheckSummary } from './health.types.ts';

const OPTIONAL_STRINGS = [
  'canary_id',
  'agent_id',
  'canary_name',
  'canary_namespace',
  'namespace',
  'type',
  'status',
  'description',
  'icon',
  'endpoint',
  'severity',
  'last_transition_time',
  'last_runtime',
  'next_runtime',
  'created_at',
] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalNumbers = (value: unknown, keys: readonly string[]): boolean => {
  if (value === undefined || value === null) return true;
  if (!isObject(value)) return false;
  for (const key of keys) {
    const v = value[key];
    // zod's number refuses Infinity and NaN: so does this.
    if (v !== undefined && v !== null && !(typeof v === 'number' && Number.isFinite(v)))
      return false;
  }
  return true;
};

const UPTIME_KEYS = ['passed', 'failed'];
const LATENCY_KEYS = ['p99', 'p97', 'p95', 'rolling1h'];

/** True when `row` certainly satisfies `checkSummarySchema` (false: let the schema decide). */
export function isWellFormedCheckSummary(row: unknown): row is CheckSummary {
  if (!isObject(row)) return false;
  if (typeof row.id !== 'string' || typeof row.name !== 'string') return false;
  for (const key of OPTIONAL_STRINGS) {
    const v = row[key];
    if (v !== undefined && v !== null && typeof v !== 'string') return false;
  }
  const labels = row.labels;
  if (labels !== undefined && labels !== null) {
    if (!isObject(labels)) return false;
    for (const key in labels) if (typeof labels[key] !== 'string') return false;
  }
  return optionalNumbers(row.uptime, UPTIME_KEYS) && optionalNumbers(row.latency, LATENCY_KEYS);
}
