// A value the incident page autosaves (its selects, a hypothesis's title and status): the draft
// shows at once and is saved `delay` ms after the last change (at once without a delay); once its
// save calls `done` the saved value shows again, unless a newer draft replaced it.
import { useState } from 'react';
import { useDebouncedCallback } from '../../../lib/hooks/useDebouncedCallback.ts';

export function useDraft<T>(saved: T, save: (value: T, done: () => void) => void, delay = 0) {
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
