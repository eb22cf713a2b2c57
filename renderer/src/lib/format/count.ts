// A count as lists and cards show it (spec 2 §9): above 999 as whole thousands with 'k+' — '42',
// '999', '1k+' (1,000–1,999), '12k+'; empty text for no value.
export function formatCount(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return value > 999 ? `${Math.floor(value / 1000)}k+` : String(value);
}

/** The noun for `n` things: `one` for exactly one, else `many` ('line', 'lines'). */
export const plural = (n: number, one: string, many = `${one}s`): string => (n === 1 ? one : many);

/**
 * A whole number with thousands separated by commas: '1,204'. Written out rather than through
 * `toLocaleString`, whose first call on a page loads ICU's number data (~25 ms measured on the
 * health dashboard's first paint, which shows a pager's count).
 */
export function thousands(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole = '', fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A number of things with the noun, thousands separated: '1 line', '1,204 lines'. */
export const counted = (n: number, one: string, many?: string): string =>
  `${thousands(n)} ${plural(n, one, many)}`;
