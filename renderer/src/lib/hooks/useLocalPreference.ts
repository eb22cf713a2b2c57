// One preference of this device kept in localStorage (spec 2 §9's "saved locally": the topology
// card width and sort), shared by every component that reads it and by other windows of the app
// through the storage event. A stored value that no longer parses reads as the fallback.
import { useCallback, useSyncExternalStore } from 'react';

const PREFIX = 'mc.pref.';
const listeners = new Map<string, Set<() => void>>();

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(PREFIX)) notify(event.key.slice(PREFIX.length));
  });
}

/** A preference's stored text, or null (none, or storage unreadable). */
export function readLocalPreference(key: string): string | null {
  try {
    return localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

/** Writes a preference (null removes it) and tells every reader. */
export function writeLocalPreference(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, value);
  } catch {
    // Storage full or disabled: the preference lasts until the page is left.
  }
  notify(key);
}

export function useLocalPreference<T>(
  key: string,
  parse: (raw: string | null) => T,
  serialise: (value: T) => string | null = (value) => String(value),
): [T, (next: T) => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    [key],
  );
  const raw = useSyncExternalStore(subscribe, () => readLocalPreference(key));
  const set = useCallback(
    (next: T) => writeLocalPreference(key, serialise(next)),
    [key, serialise],
  );
  return [parse(raw), set];
}
