// Auto-refresh choices (spec 1 §2): None, 15s … 15m. Long ranges make fast refreshes pointless, so
// at 60 minutes or more 15s and 30s are disabled, and at 180 minutes or more 2m and 3m as well.
import { parseRate } from '../../lib/format/duration.ts';

export const AUTO_REFRESH_OPTIONS = [
  'None',
  '15s',
  '30s',
  '60s',
  '2m',
  '3m',
  '5m',
  '10m',
  '15m',
] as const;
export type AutoRefreshOption = (typeof AUTO_REFRESH_OPTIONS)[number];

export const AUTO_REFRESH_STORAGE_KEY = 'mc.autoRefresh';

export function isAutoRefreshDisabled(
  option: AutoRefreshOption,
  rangeMinutes: number | undefined,
): boolean {
  if (rangeMinutes === undefined) return false;
  if (rangeMinutes >= 60 && (option === '15s' || option === '30s')) return true;
  if (rangeMinutes >= 180 && (option === '2m' || option === '3m')) return true;
  return false;
}

/** Interval in ms, or undefined for None. */
export function autoRefreshInterval(option: AutoRefreshOption): number | undefined {
  return option === 'None' ? undefined : parseRate(option);
}

/** The stored choice, falling back to None; a choice the range forbids also becomes None. */
export function effectiveAutoRefresh(
  stored: string | null,
  rangeMinutes: number | undefined,
): AutoRefreshOption {
  const option = AUTO_REFRESH_OPTIONS.find((o) => o === stored) ?? 'None';
  return isAutoRefreshDisabled(option, rangeMinutes) ? 'None' : option;
}
