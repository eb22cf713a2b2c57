// One query parameter of the page's URL as state (the rule a dialog shows, the step a run page
// shows): its value, and a setter that keeps the other parameters; null removes it.
import { useSearchParams } from 'react-router';

export function useSearchParam(
  name: string,
  options: { replace?: boolean } = {},
): [string | null, (value: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const set = (value: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: options.replace },
    );
  return [search.get(name), set];
}
