// The merged table of a view across organisations as a list definition: the rows every
// organisation gave (a given source: the kit filters, sorts and pages them), an Organisation
// column first (its colour, and 'stale' while its rows are kept ones), then the view's own
// columns drawn as on its page; the organisation filter is data, kept in the URL.
import { OrgNameCell } from '../../../components/across/OrgCard.tsx';
import { ORG_PARAM, orgFilter } from '../../../components/across/org-filter.ts';
import type { ViewResult } from '../../../api/services/views.types.ts';
import type { GivenSource } from '../../../components/resource-list/fetch-source.ts';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { TABLE_CHIP_LIMIT, ViewCell } from '../cells/ViewCell.tsx';
import { columnLabel } from '../view-params.ts';
import { shownColumns } from '../view-table.tsx';
import { ORG_KEY, type AcrossRow } from './across-model.ts';
import type { AcrossOrg } from './useAcross.ts';

const SOURCE: GivenSource<AcrossRow> = {
  key: 'views/across',
  paging: 'given',
  valueOf: (row, param) => (param === ORG_PARAM ? row[ORG_KEY] : undefined),
};

const sortable = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? value : value == null ? null : '';

/** What the Organisation column shows of an organisation. */
export interface AcrossOrgInfo {
  id: string;
  name: string;
  colour: string;
  stale: boolean;
  reason: string | null;
}

export const orgInfo = ({ org, state }: AcrossOrg): AcrossOrgInfo => ({
  id: org.id,
  name: org.name,
  colour: org.colour,
  stale: state.stale,
  reason: state.reason,
});

export function acrossList(
  view: ViewResult,
  orgs: readonly AcrossOrgInfo[],
): ResourceListDefinition<AcrossRow> {
  const byId = new Map(orgs.map((org) => [org.id, org]));
  const nameOf = (row: AcrossRow) => byId.get(row[ORG_KEY])?.name ?? row[ORG_KEY];
  const keys = (view.columns ?? []).filter((c) => c.primaryKey);
  return {
    source: SOURCE,
    title: view.title || view.name,
    permission: 'views',
    emptyText: 'No data available',
    pageSizes: [50, 100, 200],
    filters: [
      // The organisations that have the view.
      orgFilter({ options: orgs.map((org) => ({ value: org.id, label: org.name })) }),
    ],
    getRowId: (row) =>
      `${row[ORG_KEY]}|${keys.map((c) => JSON.stringify(row[c.name] ?? null)).join('|')}`,
    columns: [
      {
        id: ORG_KEY,
        header: 'Organisation',
        width: 150,
        priority: 1,
        sortValue: nameOf,
        exportValue: nameOf,
        cell: (row) => {
          const org = byId.get(row[ORG_KEY]);
          const { colour, stale, reason } = org ?? {};
          return <OrgNameCell name={nameOf(row)} colour={colour} stale={stale} reason={reason} />;
        },
      },
      ...shownColumns(view).map((column) => ({
        id: column.name,
        header: columnLabel(column.name),
        cell: (row: AcrossRow) => (
          <ViewCell column={column} row={row} chipLimit={TABLE_CHIP_LIMIT} />
        ),
        sortValue: (row: AcrossRow) => sortable(row[column.name]),
        exportValue: (row: AcrossRow) => {
          const value = row[column.name];
          if (value === null || value === undefined) return null;
          return typeof value === 'object' ? JSON.stringify(value) : (value as string | number);
        },
      })),
    ],
  };
}
