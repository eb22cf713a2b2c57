// A value that follows its input after `delayMs` of quiet: the health search waits 400 ms
// (spec 1 §2), resource pickers 300 ms, before anything is asked of the server.
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
