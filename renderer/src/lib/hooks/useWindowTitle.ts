// A page's own window title (`Logs - {component}`, `Config View - {title}`) before the window's,
// while the page is open.
import { useEffect } from 'react';

export function useWindowTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    const own = `${title} — ${previous}`;
    document.title = own;
    return () => {
      // Someone else (the organisation's name) may have set it since: theirs stays.
      if (document.title === own) document.title = previous;
    };
  }, [title]);
}
