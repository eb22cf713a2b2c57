// A row chosen from the server by name (a playbook's team or config parameter, a silence's
// resource, a rule's person): typing searches after 300 ms; the chosen row's label is remembered
// so it still shows when a search leaves it out, and a value no row has shows `valueLabel` or the
// value itself. While a search loads, the last rows stay, narrowed to the typed text. The placeholder reads 'Could not load <what>' when the search fails.
import { useState } from 'react';
import {
  hashKey,
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useDebouncedValue } from '../../lib/hooks/useDebouncedValue.ts';
import { Dropdown } from './Dropdown.tsx';
import { matchesOption, type DropdownOption } from './dropdown-options.ts';

/** A picker's server search waits this long after typing (spec 1: `/resources/search`, 300 ms). */
export const PICKER_SEARCH_DEBOUNCE_MS = 300;

/** A named row as an option: its name (else id), with its type or email and namespace beside. */
export function namedRowOption(
  row: { id: string; name?: string | null } & Partial<
    Record<'type' | 'email' | 'namespace', string | null>
  >,
  value: string = row.id,
): DropdownOption {
  const detail = [row.type ?? row.email, row.namespace].filter(Boolean).join(' · ');
  return { value, label: row.name || row.id, description: detail || undefined };
}

export interface SearchPickerProps<R, K extends QueryKey = QueryKey> {
  /** The query of the rows whose name matches the typed text ('' for the first page). */
  query: (term: string) => UseQueryOptions<R[], Error, R[], K>;
  /** A row as an option; namedRowOption by default. */
  toOption?: (row: R) => DropdownOption;
  label: string;
  value: string;
  /** Shown for a value the loaded rows lack (an existing rule's person, say). */
  valueLabel?: string;
  placeholder: string;
  /** Shown while the first rows load. */
  loadingText?: string;
  /** What failed to load: 'Could not load <what>'; the label by default. */
  what?: string;
  /** How long typing pauses before the search goes (PICKER_SEARCH_DEBOUNCE_MS unless given). */
  debounceMs?: number;
  disabled?: boolean;
  onChange: (value: string, label: string) => void;
}

export function SearchPicker<R extends Parameters<typeof namedRowOption>[0], K extends QueryKey>(
  props: SearchPickerProps<R, K>,
) {
  // Another list (a rule's subject switched from roles to teams) starts afresh: its search, and
  // no rows of the previous list kept while its own load.
  return <SearchPickerOf key={hashKey(props.query('').queryKey)} {...props} />;
}

function SearchPickerOf<R extends Parameters<typeof namedRowOption>[0], K extends QueryKey>(
  props: SearchPickerProps<R, K>,
) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<DropdownOption | null>(null);
  const term = useDebouncedValue(search, props.debounceMs ?? PICKER_SEARCH_DEBOUNCE_MS);
  // While a search is typed or under way, the last answer stays listed, narrowed to what is typed
  // here: the list never empties and refills under the pointer (a click lands on what it aimed at).
  const rows = useQuery({ ...props.query(term), placeholderData: keepPreviousData });
  const answered = (rows.data ?? []).map((row) => (props.toOption ?? namedRowOption)(row));
  const typed = search.trim();
  const stale = rows.isPlaceholderData || term !== search;
  const options = stale && typed ? answered.filter((o) => matchesOption(typed, o)) : answered;
  const { value } = props;
  const current = value
    ? (answered.find((o) => o.value === value) ??
      (chosen?.value === value ? chosen : { value, label: props.valueLabel ?? value }))
    : undefined;
  // The current value heads the list when the rows lack it, unless a search leaves it out.
  if (current && !options.some((o) => o.value === value) && matchesOption(typed, current))
    options.unshift(current);
  const placeholder = rows.isError
    ? `Could not load ${props.what ?? props.label}`
    : rows.isPending && props.loadingText
      ? props.loadingText
      : props.placeholder;
  return (
    <Dropdown
      aria-label={props.label}
      options={options}
      value={value || undefined}
      current={current}
      placeholder={placeholder}
      disabled={props.disabled}
      onQueryChange={setSearch}
      onChange={(next) => {
        const option = options.find((o) => o.value === next) ?? null;
        setChosen(option);
        props.onChange(next, option?.label ?? next);
      }}
      fill
    />
  );
}
