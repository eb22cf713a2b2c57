// How the catalog reads a count (spec 2 §9): above 999 as whole thousands with 'k+', and a
// changes count of 500 or more is highlighted.

export const HIGH_CHANGES = 500;

/** '42', '999', '1k+' (1,000–1,999), '12k+'. Empty text for no value. */
export function formatCount(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return value > 999 ? `${Math.floor(value / 1000)}k+` : String(value);
}

export function isHighChanges(value: number | null | undefined): boolean {
  return typeof value === 'number' && value >= HIGH_CHANGES;
}
