// A view's table area (spec 4-views §2.4): the kit's list with its params under
// `view_{namespace}_{name}__`, or the same page of rows as cards, with the 'Table' / 'Cards'
// toggle (unprefixed `display`) when some column has a card position. A cell's include/exclude
// sets its column's filter (back to the first page).
import { useCallback, useMemo } from 'react';
import { Callout } from '@blueprintjs/core';
import { useSearchParams } from 'react-router';
import type { ViewResult, ViewRow } from '../../../api/services/views.types.ts';
import { TablePagination } from '../../../components/data-table/TablePagination.tsx';
import { ChoiceButtons, type ButtonChoice } from '../../../components/filter-bar/ChoiceButtons.tsx';
import { FilterBar } from '../../../components/filter-bar/FilterBar.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { useListQuery } from '../../../components/resource-list/useListQuery.ts';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import {
  decodeLabelFilter,
  encodeLabelFilter,
  setLabelState,
} from '../../../lib/labels/label-filter.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { ViewCards } from '../cells/ViewCards.tsx';
import type { CellFilter } from '../cells/ViewCell.tsx';
import { defaultDisplay, DISPLAY_PARAM, hasCards, tableParamPrefix } from '../view-params.ts';
import { invalidWidth, shownColumns, viewTableDefinition } from '../view-table.tsx';

const DISPLAYS: readonly ButtonChoice<'table' | 'cards'>[] = [
  { value: 'table', label: 'Table', icon: 'th' },
  { value: 'cards', label: 'Cards', icon: 'grid-view' },
];

/** The same page as the table's, shown as cards (the pager and filters as the table has them). */
function CardsArea(props: {
  view: ViewResult;
  definition: ResourceListDefinition<ViewRow>;
  onFilter: CellFilter;
  toolbar: React.ReactNode;
}) {
  const { definition: def } = props;
  const { spec, params, update } = useResourceListParams(def, tableParamPrefix(props.view));
  const { passThrough: _ignored, ...request } = params;
  const { list } = useListQuery(useOrgId(), def, request, undefined);
  return (
    <div className="mcd-view-cards-area">
      <FilterBar
        label={`${def.title} filters`}
        listKey={def.source.key}
        filters={def.filters ?? []}
        values={params.filters}
        onChange={(param, value) => update({ filters: { [param]: value } })}
      >
        {props.toolbar}
      </FilterBar>
      {list.isError && !list.data ? (
        <QueryError error={list.error} what="the view's rows" />
      ) : (
        <ViewCards
          columns={shownColumns(props.view)}
          rows={list.data?.rows ?? []}
          bodyColumns={props.view.card?.columns ?? null}
          onFilter={props.onFilter}
        />
      )}
      <TablePagination
        pageIndex={params.pageIndex}
        pageSize={params.pageSize}
        total={list.data?.total ?? 0}
        pageSizeOptions={spec.pageSizes}
        onChange={(pageIndex, pageSize) => update({ pageIndex, pageSize })}
      />
    </div>
  );
}

/** A section's table is this tall at most, so the sections after it stay in sight. */
const NESTED_TABLE_HEIGHT = 360;

export function ViewTable(props: { view: ViewResult; nested?: boolean; untitled?: boolean }) {
  const { view, nested = false } = props;
  const [search, setSearch] = useSearchParams();
  const prefix = tableParamPrefix(view);
  const onFilter = useCallback<CellFilter>(
    (column, value, exclude) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        const current = decodeLabelFilter(prev.get(prefix + column) ?? '');
        const encoded = encodeLabelFilter(setLabelState(current, value, exclude ? -1 : 1));
        if (encoded) next.set(prefix + column, encoded);
        else next.delete(prefix + column);
        next.delete(`${prefix}pageIndex`);
        return next;
      }),
    [setSearch, prefix],
  );
  const definition = useMemo(() => {
    const def = viewTableDefinition(view, onFilter);
    return nested ? { ...def, tableHeight: NESTED_TABLE_HEIGHT } : def;
  }, [view, onFilter, nested]);
  const cards = hasCards(view);
  const display = cards ? (search.get(DISPLAY_PARAM) ?? defaultDisplay(view)) : 'table';
  const toolbar = cards ? (
    <ChoiceButtons
      label="Display"
      value={display}
      choices={DISPLAYS}
      onChange={(mode) =>
        setSearch((prev) => {
          const next = new URLSearchParams(prev);
          next.set(DISPLAY_PARAM, mode);
          return next;
        })
      }
    />
  ) : null;
  const bad = invalidWidth(view);
  const warning = bad && (
    <Callout intent="warning" compact>
      Invalid column width &quot;{String(bad.width)}&quot; for column &quot;{bad.name}&quot;. Use a
      weight (2) or pixels (150px). Falling back to default column widths.
    </Callout>
  );
  if (display === 'cards')
    return <CardsArea view={view} definition={definition} onFilter={onFilter} toolbar={toolbar} />;
  return (
    <ResourceList
      definition={definition}
      paramPrefix={prefix}
      toolbar={toolbar}
      above={warning}
      hideTitle={props.untitled}
    />
  );
}
