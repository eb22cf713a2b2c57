// Visits every plain object in a value (arrays and nested objects), parents before children, to
// a bounded depth: how cached query data is searched for rows of a kind (checks for the tray's
// digest, palette entries), whatever shape the screen that cached it gave it.
export type DataRecord = Record<string, unknown>;

export function walkRecords(
  value: unknown,
  maxDepth: number,
  visit: (record: DataRecord) => void,
  depth = 0,
): void {
  if (depth > maxDepth || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) walkRecords(item, maxDepth, visit, depth + 1);
    return;
  }
  const record = value as DataRecord;
  visit(record);
  for (const child of Object.values(record))
    if (typeof child === 'object' && child !== null) walkRecords(child, maxDepth, visit, depth + 1);
}
