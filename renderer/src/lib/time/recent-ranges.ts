// Recently used absolute ranges (spec 1 §2): newest first, 5 kept, de-duplicated by from/to,
// persisted in localStorage so they survive restarts. Storage is injected for tests.
import { z } from 'zod';
import { storedRecents } from '../data/stored-recents.ts';
import type { AbsoluteTimeRange } from './time-range.ts';

export const RECENT_RANGES_LIMIT = 5;
export const RECENT_RANGES_STORAGE_KEY = 'mc.timeRange.recent';

const absoluteRangeSchema = z.object({
  type: z.literal('absolute'),
  display: z.string(),
  from: z.string(),
  to: z.string(),
});

const RECENT_RANGES = storedRecents<AbsoluteTimeRange>({
  key: RECENT_RANGES_STORAGE_KEY,
  limit: RECENT_RANGES_LIMIT,
  isItem: (value): value is AbsoluteTimeRange => absoluteRangeSchema.safeParse(value).success,
  same: (a, b) => a.from === b.from && a.to === b.to,
});

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads the stored list; anything malformed counts as empty rather than breaking the picker. */
export const loadRecentRanges = (storage: KeyValueStorage) => RECENT_RANGES.read(storage);

/** Adds a range first (dropping an older one with the same from/to) and returns the new list. */
export const rememberRecentRange = (storage: KeyValueStorage, range: AbsoluteTimeRange) =>
  RECENT_RANGES.remember(range, storage);
