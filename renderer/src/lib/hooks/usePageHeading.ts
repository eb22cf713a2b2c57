// A page's own name in the top bar instead of its route's (a view's title rather than 'View'),
// while the page is open. One page at a time names itself; the route's title comes back after.
import { useEffect } from 'react';
import { useWindowStore, windowStore } from './window-store.ts';

const heading = windowStore<string | undefined>(undefined);

/** Names the top bar `title` while the caller is mounted (nothing while it is undefined). */
export function usePageHeading(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    heading.set(title);
    return () => {
      if (heading.get() === title) heading.set(undefined);
    };
  }, [title]);
}

/** The name the open page gave itself, if any (the top bar's). */
export const useOwnPageHeading = (): string | undefined => useWindowStore(heading);
