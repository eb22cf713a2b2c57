// The filters of the list a cell is in, for a cell that filters its own list (a job name's
// include and exclude buttons): ResourceList provides them around its table.
import { createContext, useContext } from 'react';

interface ListFilters {
  /** The params of the list's filters. */
  params: readonly string[];
  values: Readonly<Record<string, string | undefined>>;
  set: (param: string, value: string | undefined) => void;
}

/** What ResourceList gives its cells: its filters' params and values, and their setter. */
export function useCellFilters(
  filters: readonly { param: string }[] | undefined,
  values: Readonly<Record<string, string>>,
  update: (patch: { filters: Record<string, string | undefined> }) => void,
): ListFilters {
  const params = (filters ?? []).map((filter) => filter.param);
  return { params, values, set: (param, value) => update({ filters: { [param]: value } }) };
}

export const ListFilterContext = createContext<ListFilters | null>(null);

/** The list's filter `param` (its value and a setter), or undefined when the list has none. */
export function useListFilter(
  param: string,
): { value: string | undefined; set: (value: string | undefined) => void } | undefined {
  const list = useContext(ListFilterContext);
  if (!list?.params.includes(param)) return undefined;
  return { value: list.values[param], set: (value) => list.set(param, value) };
}
