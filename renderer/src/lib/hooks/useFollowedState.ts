// State that starts from a prop and follows it: a change of the prop sets the state again (a
// draft takes an outside value, 'Expand All' opens what was toggled shut), while between changes
// the state is the component's own. Set during render, so the new value shows in the same commit,
// without an effect's extra render.
import { useState } from 'react';

export function useFollowedState<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setState(value);
  }
  return [state, setState];
}
