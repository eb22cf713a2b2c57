// The dashboard summary carries 10,000 checks on large installs. Validating each row with the zod
// schema costs ~100 ms of main thread on first use (more where CSP forbids zod's compiled
// validators), which showed up in every dashboard paint (performance.md P4). This guard checks the
// same field types by hand in a few milliseconds; a row it does not accept goes through the zod
// schema, so a malformed row still fails with zod's precise message. It must never accept what the
// schema refuses: `check-summary-fast.test.ts` checks that with generated rows.
import { CHECK_SUMMARY_TEXTS, type CheckSummary } from './health.types.ts';
import { LATENCY_KEYS, UPTIME_KEYS } from './wire-parts.ts';

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

/** True when `row` certainly satisfies `checkSummarySchema` (false: let the schema decide). */
export function isWellFormedCheckSummary(row: unknown): row is CheckSummary {
  if (!isObject(row)) return false;
  if (typeof row.id !== 'string' || typeof row.name !== 'string') return false;
  for (const key of CHECK_SUMMARY_TEXTS) {
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
