// One value per window that any code may set and any component may read: a module-level store
// read with useSyncExternalStore, so every reader renders again when it changes. For state that
// outlives the component that changes it (a dialog the closing user menu opens, a drawer).
import { useSyncExternalStore } from 'react';

export interface WindowStore<T> {
  get: () => T;
  /** Sets the value and tells the readers, unless it is the same (Object.is). */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function windowStore<T>(initial: T): WindowStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The store's value, as React state. */
export function useWindowStore<T>(store: WindowStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
