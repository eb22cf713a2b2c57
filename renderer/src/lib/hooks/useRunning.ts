// Whether an action a button started is still running: `run` calls it and, when it returns a
// promise, it runs until that settles (its failure is the caller's to report). The spinner of the
// kit's buttons (GuardedButton, RefreshButton).
import { useState } from 'react';

export function useRunning(): { running: boolean; run: (action: () => unknown) => void } {
  const [running, setRunning] = useState(false);
  const run = (action: () => unknown) => {
    const result = action();
    if (!(result instanceof Promise)) return;
    setRunning(true);
    const done = () => setRunning(false);
    result.then(done, done);
  };
  return { running, run };
}
