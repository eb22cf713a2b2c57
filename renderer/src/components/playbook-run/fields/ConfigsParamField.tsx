// The `configs` parameter (spec 4 §2.13): a catalog search, its results checkable with the mouse
// or the keyboard (arrows move, Enter checks, Escape stays in the list rather than closing the
// dialog), 'Use query' to run against the search instead, the checked items as chips, and a hint
// saying which of the two the run will use. The value is configs-param.ts's JSON selector.
import { useState, type KeyboardEvent } from 'react';
import { Button, Checkbox, InputGroup, Spinner } from '@blueprintjs/core';
import { Tag } from '../../tag/Tag.tsx';
import { useQuery } from '@tanstack/react-query';
import { configSearchQuery, type FoundResource } from '../../../api/services/resources.ts';
import { QueryError } from '../../query-error/QueryError.tsx';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import {
  CONFIGS_PLACEHOLDER,
  decodeConfigsValue,
  encodeConfigsValue,
  searchSelectors,
  type ConfigsSelector,
} from '../configs-param.ts';

function hint(ids: readonly string[], query: string): string | null {
  if (ids.length > 0)
    return `Running against ${ids.length} selected catalog item(s). Uncheck all to run against the search query instead.`;
  return query.trim() ? `Running against every catalog item the query "${query}" finds.` : null;
}

function Results(props: {
  read: { isPending: boolean; isError: boolean; error: unknown };
  rows: readonly FoundResource[];
  ids: readonly string[];
  active: number;
  onToggle: (row: FoundResource) => void;
}) {
  const { read, rows, ids, active } = props;
  if (read.isPending) return <Spinner size={20} />;
  if (read.isError) return <QueryError error={read.error} what="catalog items" />;
  if (rows.length === 0) return <p className="mc-configs-param-empty">No catalog items found</p>;
  return (
    <ul className="mc-configs-param-results" role="listbox" aria-multiselectable>
      {rows.map((row, index) => (
        <li
          key={row.id}
          role="option"
          aria-selected={ids.includes(row.id)}
          className={index === active ? 'mc-configs-param-active' : undefined}
          // The row the arrows reach stays in sight in the scrolled list.
          ref={index === active ? (el) => el?.scrollIntoView({ block: 'nearest' }) : undefined}
          onClick={() => props.onToggle(row)}
        >
          <Checkbox checked={ids.includes(row.id)} tabIndex={-1} readOnly />
          <span className="mc-configs-param-name">{row.name ?? row.id}</span>
          <span className="mc-configs-param-type">{row.type}</span>
        </li>
      ))}
    </ul>
  );
}

export function ConfigsParamField(props: {
  orgId: string;
  label: string;
  filters: readonly ConfigsSelector[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { ids, query } = decodeConfigsValue(props.value);
  const [text, setText] = useState(query);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text, 300);
  const read = useQuery(configSearchQuery(props.orgId, searchSelectors(props.filters, term), true));
  const rows = read.data ?? [];
  const emit = (next: string[], typed = text) =>
    props.onChange(encodeConfigsValue({ ids: next, query: typed }));
  const toggle = (row: FoundResource) => {
    setNames((m) => new Map(m).set(row.id, row.name ?? row.id));
    emit(ids.includes(row.id) ? ids.filter((id) => id !== row.id) : [...ids, row.id]);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) setActive((a) => Math.max(0, Math.min(rows.length - 1, a + step)));
    else if (event.key === 'Enter' && rows[active]) toggle(rows[active]);
    else if (event.key === 'Escape') setActive(-1);
    else return;
    // The keys belong to the list: no form submit, no dialog closing.
    event.preventDefault();
    event.stopPropagation();
  };
  const said = hint(ids, text);
  return (
    <div className="mc-configs-param" onKeyDown={onKeyDown}>
      <div className="mc-configs-param-search">
        <InputGroup
          aria-label={props.label}
          leftIcon="search"
          placeholder={CONFIGS_PLACEHOLDER}
          value={text}
          onValueChange={(typed) => {
            setText(typed);
            setActive(-1);
            if (ids.length === 0) emit([], typed);
          }}
        />
        <Button text="Use query" disabled={!text.trim()} onClick={() => emit([])} />
      </div>
      {ids.length > 0 && (
        <div className="mc-configs-param-chips">
          {ids.map((id) => (
            <Tag key={id} minimal onRemove={() => emit(ids.filter((i) => i !== id))}>
              {names.get(id) ?? id}
            </Tag>
          ))}
        </div>
      )}
      <Results read={read} rows={rows} ids={ids} active={active} onToggle={toggle} />
      {said && <p className="mc-configs-param-hint">{said}</p>}
    </div>
  );
}
