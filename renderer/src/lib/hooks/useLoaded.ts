// A value loaded once per key, such as a validator fetched with its code chunk on first use: null
// until it arrives, with the load's message when it failed. An answer for a key no longer asked
// for is dropped, so the value always belongs to the current key.
import { useEffect, useState } from 'react';

export interface Loaded<T> {
  value: T | null;
  error: string | null;
}

/** `load` must keep its identity (a module's function): a new one loads again. */
export function useLoaded<K extends string, T>(key: K, load: (key: K) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T> & { key: string | null }>({
    key: null,
    value: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    load(key).then(
      (value) => live && setState({ key, value, error: null }),
      (error: unknown) =>
        live &&
        setState({
          key,
          value: null,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [key, load]);
  return state.key === key ? state : { value: null, error: null };
}
