// Work that can wait for the screen: true until the page is first idle (at most `timeoutMs`), so
// reads nobody waits for start after the first paint, not beside it.
import { useEffect, useState } from 'react';

export function useUntilIdle(timeoutMs = 250): boolean {
  const [before, setBefore] = useState(true);
  useEffect(() => {
    const idle = requestIdleCallback(() => setBefore(false), { timeout: timeoutMs });
    return () => cancelIdleCallback(idle);
  }, [timeoutMs]);
  return before;
}
