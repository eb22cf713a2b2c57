// The merged table of "What can this person do everywhere" as a list definition of the kit: the
// rows the page merged (a given source: the kit filters, sorts, pages and exports them), the kind
// and the resource and action first, then one column per organisation. A cell that differs from
// another organisation's is highlighted; an organisation that could not be read says why in each
// of its cells (its state: loading, offline, error, forbidden, signed out).
import { Icon } from '@blueprintjs/core';
import type { Column } from '../../components/data-table/column.ts';
import type { GivenSource } from '../../components/resource-list/fetch-source.ts';
import type { ResourceListDefinition } from '../../components/resource-list/resource-definition.ts';
import { FEED_STATUS } from '../../lib/vocabulary/feed-status.ts';
import { labelOf } from '../../lib/vocabulary/vocabulary.ts';
import type { AcrossStatus } from '../../components/across/across-state.ts';
import { NONE_TEXT, ROW_KIND_TEXT, ROW_KINDS, type EverywhereRow } from './everywhere-model.ts';

export const KIND_PARAM = 'kind';
export const DIFFERS_PARAM = 'differs';
export const ITEM_PARAM = 'q';

const SOURCE: GivenSource<EverywhereRow> = {
  key: 'access-everywhere',
  paging: 'given',
  valueOf: (row, param) => {
    if (param === KIND_PARAM) return row.kind;
    if (param === DIFFERS_PARAM) return row.differs ? 'yes' : 'no';
    if (param === ITEM_PARAM) return `${row.item} ${row.action}`;
    return undefined;
  },
};

/** What a column shows of its organisation. */
export interface EverywhereOrg {
  id: string;
  name: string;
  colour: string;
  status: AcrossStatus;
}

/** An organisation's cell when it has data; its state's words when it has none. */
export function cellText(row: EverywhereRow, org: EverywhereOrg): string {
  if (org.id in row.cells) return row.cells[org.id] ?? NONE_TEXT;
  return org.status === 'absent' ? NONE_TEXT : labelOf(FEED_STATUS, org.status);
}

/** An organisation's column: its value per row, highlighted where organisations differ. */
function orgColumn(org: EverywhereOrg): Column<EverywhereRow> {
  return {
    id: `org:${org.id}`,
    header: org.name,
    width: 160,
    sortValue: (row: EverywhereRow) => cellText(row, org),
    exportValue: (row: EverywhereRow) => cellText(row, org),
    cell: (row: EverywhereRow) => {
      const known = org.id in row.cells;
      const value = cellText(row, org);
      const className = !known
        ? 'mcd-everywhere-cell mcd-everywhere-unknown'
        : row.differs
          ? 'mcd-everywhere-cell mcd-everywhere-differs'
          : 'mcd-everywhere-cell';
      return (
        <span
          className={className}
          data-org={org.id}
          data-differs={known && row.differs ? 'true' : undefined}
          title={row.differs && known ? `${org.name}: ${value} (organisations differ)` : value}
        >
          {!known && org.status === 'offline' && <Icon icon="offline" size={12} />}
          {value === 'Deny' && <Icon icon="ban-circle" size={12} intent="danger" />} {value}
        </span>
      );
    },
  };
}

export function everywhereList(
  orgs: readonly EverywhereOrg[],
): ResourceListDefinition<EverywhereRow> {
  return {
    source: SOURCE,
    title: 'Access everywhere',
    permission: 'rbac',
    emptyText: 'This subject has no permissions, scopes or catalog access in any organisation.',
    filteredEmptyText: 'No rows match the current filters.',
    pageSizes: [50, 100, 200],
    defaultSort: { sortBy: 'kind', sortOrder: 'asc' },
    filters: [
      {
        param: KIND_PARAM,
        label: 'Kind',
        kind: 'multiSelect',
        options: ROW_KINDS.map((kind) => ({ value: kind, label: ROW_KIND_TEXT[kind] })),
      },
      {
        param: DIFFERS_PARAM,
        label: 'Organisations',
        kind: 'select',
        options: [
          { value: 'yes', label: 'Differ' },
          { value: 'no', label: 'Agree' },
        ],
      },
      { param: ITEM_PARAM, label: 'Search', kind: 'search', placeholder: 'Search resources...' },
    ],
    getRowId: (row) => row.key,
    columns: [
      {
        id: 'kind',
        header: 'Kind',
        width: 130,
        sortValue: (row) => ROW_KINDS.indexOf(row.kind),
        exportValue: (row) => ROW_KIND_TEXT[row.kind],
        cell: (row) => (
          <span className="mcd-everywhere-kind">
            {row.differs && (
              <Icon icon="changes" size={12} intent="warning" title="Organisations differ" />
            )}
            {ROW_KIND_TEXT[row.kind]}
          </span>
        ),
      },
      {
        id: 'item',
        header: 'Resource',
        width: 260,
        sortValue: (row) => row.item,
        cell: (row) => <span title={row.item}>{row.item}</span>,
        exportValue: (row) => row.item,
      },
      {
        id: 'action',
        header: 'Action',
        width: 140,
        sortValue: (row) => row.action,
        cell: (row) => row.action || NONE_TEXT,
        exportValue: (row) => row.action,
      },
      ...orgs.map(orgColumn),
    ],
  };
}
