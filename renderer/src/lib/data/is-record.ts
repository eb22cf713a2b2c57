// The one test for "a JSON object": not null, not an array. Wire data (a team's spec, a log
// row, a scope's targets) is read through it before its keys are.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
