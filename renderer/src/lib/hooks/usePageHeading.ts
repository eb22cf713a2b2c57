// A page's own name in the top bar instead of its route's (a view's title rather than 'View'),
// while the page is open. One page at a time names itself; the route's title comes back after.
import { useEffect, useSyncExternalStore } from 'react';

let heading: string | undefined;
const listeners = new Set<() => void>();

function set(next: string | undefined) {
  heading = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Names the top bar `title` while the caller is mounted (nothing while it is undefined). */
export function usePageHeading(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    set(title);
    return () => {
      if (heading === title) set(undefined);
    };
  }, [title]);
}

/** The name the open page gave itself, if any (the top bar's). */
export const useOwnPageHeading = (): string | undefined =>
  useSyncExternalStore(subscribe, () => heading);
