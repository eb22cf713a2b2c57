// A short list of recently used things kept on this device (localStorage, or a storage passed in
// by tests): newest first, each once, at most `limit`. A stored value that is not JSON, or an
// entry `isItem` refuses, reads as nothing; a storage that refuses a write only loses the memory.
// The palette's recent entries and the time-range picker's recent ranges are kept this way.
type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface StoredRecents<T> {
  read(storage?: ReadStorage): T[];
  /** Puts `item` first (dropping an entry `same` matches), keeps the newest; the new list. */
  remember(item: T, storage?: WriteStorage): T[];
}

export function storedRecents<T>(options: {
  key: string;
  limit: number;
  isItem: (value: unknown) => value is T;
  same: (a: T, b: T) => boolean;
}): StoredRecents<T> {
  const { key, limit } = options;
  const read = (storage: ReadStorage = localStorage): T[] => {
    try {
      const parsed = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
      return Array.isArray(parsed) ? parsed.filter(options.isItem).slice(0, limit) : [];
    } catch {
      return [];
    }
  };
  const remember = (item: T, storage: WriteStorage = localStorage): T[] => {
    const next = [item, ...read(storage).filter((r) => !options.same(r, item))].slice(0, limit);
    try {
      storage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or unavailable: what was chosen still happens, unremembered.
    }
    return next;
  };
  return { read, remember };
}
