// The dashboard's preferences saved on this device (spec 2 §9's local keys): card width, sort by
// standard field, sort by custom field and sort order ('Show hidden components' is one of the
// device's switch preferences, lib/preferences).
import { useLocalPreference } from '../../lib/hooks/useLocalPreference.ts';
import {
  DEFAULT_SORT,
  FIELD_SORT_PREFIX,
  parseCardWidth,
  STANDARD_SORTS,
  type CardWidth,
  type Sort,
} from './card-model.ts';

const KEYS = {
  cardWidth: 'topology.cardWidth',
  sortStandard: 'topology.sortByStandard',
  sortCustom: 'topology.sortByCustom',
  sortOrder: 'topology.sortOrder',
} as const;

/** The stored text as it is (null when unset); writing null removes the key. */
const raw = (v: string | null) => v;

export function useCardWidth(): [CardWidth, (next: CardWidth) => void] {
  return useLocalPreference(KEYS.cardWidth, parseCardWidth);
}

const isStandard = (v: string) => STANDARD_SORTS.some((s) => s.value === v);

/** The saved sort: a custom field wins over a standard one; health descending by default. */
export function useSavedSort(): [Sort, (next: Sort) => void] {
  const [standard, setStandard] = useLocalPreference(KEYS.sortStandard, raw, raw);
  const [custom, setCustom] = useLocalPreference(KEYS.sortCustom, raw, raw);
  const [order, setOrder] = useLocalPreference(KEYS.sortOrder, raw, raw);
  const sortBy = custom
    ? `${FIELD_SORT_PREFIX}${custom}`
    : standard && isStandard(standard)
      ? standard
      : DEFAULT_SORT.sortBy;
  const saved: Sort = {
    sortBy,
    sortOrder: order === 'asc' ? 'asc' : order === 'desc' ? 'desc' : DEFAULT_SORT.sortOrder,
  };
  const save = (next: Sort) => {
    if (next.sortBy.startsWith(FIELD_SORT_PREFIX)) {
      setCustom(next.sortBy.slice(FIELD_SORT_PREFIX.length));
      setStandard(null);
    } else {
      setStandard(next.sortBy);
      setCustom(null);
    }
    setOrder(next.sortOrder);
  };
  return [saved, save];
}
