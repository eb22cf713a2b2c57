// Rows of the key-value editor and their conversion to and from a string map.
export type KeyValueRow = { id: string; key: string; value: string };

let counter = 0;
export function newRowId(): string {
  counter += 1;
  return `kv-${counter}`;
}

export function rowsFromMap(
  map: Readonly<Record<string, string>> | null | undefined,
): KeyValueRow[] {
  return Object.entries(map ?? {}).map(([key, value]) => ({ id: newRowId(), key, value }));
}

/** Rows with an empty key are dropped; a later duplicate key wins. */
export function rowsToMap(rows: readonly KeyValueRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) if (row.key.trim() !== '') out[row.key.trim()] = row.value;
  return out;
}

/** Keys that appear more than once, so the editor can flag them. */
export function duplicateKeys(rows: readonly KeyValueRow[]): Set<string> {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '') continue;
    if (seen.has(key)) dup.add(key);
    seen.add(key);
  }
  return dup;
}
