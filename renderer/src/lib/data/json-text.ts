/**
 * A value stored as jsonb, or as JSON text by some writers: text is parsed, anything else is
 * answered as it is; text that does not parse answers `fallback`.
 */
export function fromJsonText(value: unknown, fallback?: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return fallback;
  }
}
