// A value a screen autosaves (an incident's selects, a hypothesis's title and status): the draft
// shows at once and is saved `delay` ms after the last change (at once without a delay); once its
// save calls `done` the saved value shows again, unless a newer draft replaced it.
import { useState } from 'react';
import { useDebouncedCallback } from '../../lib/hooks/useDebouncedCallback.ts';

/** The save of a choice: a mutation (useMutationWithToast's), or a handler that calls `done`. */
export type AutosaveSave<T> =
  | { mutate: (value: T, options: { onSuccess?: () => void; onSettled?: () => void }) => void }
  | ((value: T, done: () => void) => void);

/** Runs `save` with the value; a mutation's draft goes once it settled (or succeeded: `keep`). */
export function runSave<T>(save: AutosaveSave<T>, value: T, done: () => void, keep = false) {
  if (typeof save === 'function') save(value, done);
  else save.mutate(value, keep ? { onSuccess: done } : { onSettled: done });
}

export function useAutosave<T>(saved: T, save: (value: T, done: () => void) => void, delay = 0) {
  const [draft, setDraft] = useState<T | null>(null);
  const run = (value: T) => save(value, () => setDraft((d) => (d === value ? null : d)));
  const later = useDebouncedCallback(run, delay);
  const set = (value: T) => {
    setDraft(value);
    if (delay) later(value);
    else run(value);
  };
  return { value: draft ?? saved, draft, set };
}
