// Recently used absolute ranges (spec 1 §2): newest first, 5 kept, de-duplicated by from/to,
// persisted in localStorage so they survive restarts. Storage is injected for tests.
import { z } from 'zod';
import type { AbsoluteTimeRange } from './time-range.ts';

export const RECENT_RANGES_LIMIT = 5;
export const RECENT_RANGES_STORAGE_KEY = 'mc.timeRange.recent';

const absoluteRangeSchema = z.object({
  type: z.literal('absolute'),
  display: z.string(),
  from: z.string(),
  to: z.string(),
});

/** Pure: puts `range` first, drops older entries with the same from/to, keeps the limit. */
export function addRecentRange(
  list: readonly AbsoluteTimeRange[],
  range: AbsoluteTimeRange,
): AbsoluteTimeRange[] {
  const rest = list.filter((item) => item.from !== range.from || item.to !== range.to);
  return [range, ...rest].slice(0, RECENT_RANGES_LIMIT);
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads the stored list; anything malformed counts as empty rather than breaking the picker. */
export function loadRecentRanges(storage: KeyValueStorage): AbsoluteTimeRange[] {
  const raw = storage.getItem(RECENT_RANGES_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed = z.array(absoluteRangeSchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.slice(0, RECENT_RANGES_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Adds a range to the stored list and returns the new list. */
export function rememberRecentRange(
  storage: KeyValueStorage,
  range: AbsoluteTimeRange,
): AbsoluteTimeRange[] {
  const next = addRecentRange(loadRecentRanges(storage), range);
  storage.setItem(RECENT_RANGES_STORAGE_KEY, JSON.stringify(next));
  return next;
}
