// How the catalog reads a cost (spec 2 §9), shared by the inventory and the item page:
// - `formatCost`: a cost cell — 2 decimals up to 10, none above;
// - `formatShortCurrency`: a compact amount — k above 1000, then 0, 1, 2 or 3 decimals by size;
// - `costChange` + `formatChangePercent`: today's cost against the 30-day daily average, with a
//   badge beyond 10 % and a change above 100 % written as a multiple ('2.5x');
// - `hasAllCostTotals`: the cost popover needs the 1-, 7- and 30-day totals.

export const DEFAULT_CURRENCY = 'USD';
/** Beyond this change (in percent) today's cost gets a badge. */
export const COST_CHANGE_BADGE_PERCENT = 10;

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The currency's symbol ('$' for USD); the code itself when the runtime does not know it. */
export function currencySymbol(currency: string = DEFAULT_CURRENCY): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return `${currency} `;
  }
}

/** The amount's sign and currency symbol before the digits `digitsOf` writes for its magnitude;
 * empty text for no value. */
function amount(
  value: number | null | undefined,
  currency: string,
  digitsOf: (abs: number) => string,
): string {
  if (!isAmount(value)) return '';
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${digitsOf(Math.abs(value))}`;
}

/** Grouped thousands with a fixed number of decimals: 1234.5 → '1,234.50' (2). */
function grouped(abs: number, decimals: number): string {
  return abs.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** A cost cell: '$4.20', '$1,235'. Empty text for no value. */
export function formatCost(
  value: number | null | undefined,
  currency: string = DEFAULT_CURRENCY,
): string {
  return amount(value, currency, (abs) => grouped(abs, abs > 10 ? 0 : 2));
}

/** Drops trailing zeros: '1.50' → '1.5', '2.0' → '2'. */
const trim = (fixed: string) => String(Number(fixed));

/** A magnitude in a few characters: k above 1000, then 0, 1, 2 or 3 decimals by size. */
function shortDigits(abs: number): string {
  if (abs > 1000) return `${trim((abs / 1000).toFixed(1))}k`;
  if (abs > 100) return abs.toFixed(0);
  if (abs > 10) return abs.toFixed(1);
  if (abs > 0.01) return abs.toFixed(2);
  if (abs > 0.001) return abs.toFixed(3);
  return abs === 0 ? '0' : abs.toPrecision(1);
}

/** A compact amount: '$1.2k', '$250', '$12.5', '$0.42', '$0.004'. Empty text for no value. */
export function formatShortCurrency(
  value: number | null | undefined,
  currency: string = DEFAULT_CURRENCY,
): string {
  return amount(value, currency, shortDigits);
}

export interface CostChange {
  /** Today's cost against the 30-day daily average, in percent (+50 = half as much again). */
  percent: number;
  /** Whether the change is large enough for a badge (more than 10 %). */
  badge: boolean;
}

/** Undefined without both totals or when the 30-day average is not positive. */
export function costChange(
  cost1d: number | null | undefined,
  cost30d: number | null | undefined,
): CostChange | undefined {
  if (!isAmount(cost1d) || !isAmount(cost30d) || cost30d <= 0) return undefined;
  const average = cost30d / 30;
  const percent = ((cost1d - average) / average) * 100;
  return { percent, badge: Math.abs(percent) > COST_CHANGE_BADGE_PERCENT };
}

/** '+12%', '-40%'; above 100 % as a multiple: '+2.5x'. */
export function formatChangePercent(percent: number): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '-' : '';
  const abs = Math.abs(percent);
  return abs > 100 ? `${sign}${trim((abs / 100).toFixed(1))}x` : `${sign}${abs.toFixed(0)}%`;
}

export interface CostTotals {
  cost_total_1d?: number | null;
  cost_total_7d?: number | null;
  cost_total_30d?: number | null;
}

/** The cost popover shows only when all three totals exist. */
export function hasAllCostTotals(totals: CostTotals): boolean {
  return (
    isAmount(totals.cost_total_1d) &&
    isAmount(totals.cost_total_7d) &&
    isAmount(totals.cost_total_30d)
  );
}
