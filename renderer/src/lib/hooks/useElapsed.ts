// True once `ms` have passed since mount or since `key` last changed: a grace before a slow state
// shows, a warm-up, messages that go after a while. Never true while `ms` is undefined.
import { useEffect, useState } from 'react';

export function useElapsed(ms: number | undefined, key = ''): boolean {
  const [elapsed, setElapsed] = useState<string | null>(null);
  useEffect(() => {
    if (ms === undefined) return;
    const timer = setTimeout(() => setElapsed(key), ms);
    return () => clearTimeout(timer);
  }, [ms, key]);
  return elapsed === key;
}
