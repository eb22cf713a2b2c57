// A changes count the catalog highlights (spec 2 §9): 500 or more.

export const HIGH_CHANGES = 500;

export function isHighChanges(value: number | null | undefined): boolean {
  return typeof value === 'number' && value >= HIGH_CHANGES;
}
