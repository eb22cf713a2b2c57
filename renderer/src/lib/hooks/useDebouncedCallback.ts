// A callback that runs once its argument has been left alone for a while: the incident page's
// selects and hypothesis fields autosave this way (spec 2 §9).
import { useEffect, useRef } from 'react';

/**
 * Calls `save` once the value has been left alone for `delayMs` (a newer value restarts it). A
 * save still waiting when the component goes away is made then, so a quick navigation loses
 * nothing.
 */
export function useDebouncedCallback<T>(save: (value: T) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.();
    },
    [],
  );
  return (value: T) => {
    clearTimeout(timer.current);
    const run = () => {
      pending.current = null;
      save(value);
    };
    pending.current = run;
    timer.current = setTimeout(run, delayMs);
  };
}
