// The permissions list (spec 5-access §2.4): rules paged and sorted by the server, narrowed by the
// 'Action' filter (query `action`); the subject links to its notification rule or playbook's runs,
// a deny rule's action carries a ban icon and a click on it filters by it; a stored error shows as
// its words with 'Re-check'.
import { Button, Icon } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { permissionsSource, type PermissionRow } from '../../api/services/permissions.ts';
import { createdByColumn, stampColumns } from '../../components/resource-list/common-columns.tsx';
import type { ResourceListDefinition } from '../../components/resource-list/resource-definition.ts';
import { sized } from '../../components/resource-list/sized-column.ts';
import type { ListSource } from '../../components/resource-list/fetch-source.ts';
import { paths } from '../../lib/routing/paths.ts';
import { resourceText } from '../../components/permission-text/resource-text.ts';
import { ACTION_FILTER_OPTIONS, subjectText } from './permission-model.ts';
import { RecheckButton } from './RecheckButton.tsx';

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** Where a subject leads: a notification's rule, a playbook's runs; nowhere for the others. */
function subjectHref(row: PermissionRow): string | undefined {
  if (!row.subject) return undefined;
  if (row.subject_type === 'notification') return paths.notificationRules({ id: row.subject });
  if (row.subject_type === 'playbook') return paths.playbookRuns({ playbook: row.subject });
  return undefined;
}

function SubjectCell({ row }: { row: PermissionRow }) {
  const text = subjectText(row);
  const href = subjectHref(row);
  if (!href) return <span title={text}>{text}</span>;
  return (
    <Link to={href} title={text} onClick={stop}>
      {text}
    </Link>
  );
}

function ResourceCell({ row }: { row: PermissionRow }) {
  const text = resourceText(row);
  return (
    <span className="mcd-permission-resource">
      <span className="mcd-ellipsis" title={text}>
        {text}
      </span>
      {row.error && <RecheckButton id={row.id} error={row.error} />}
    </span>
  );
}

function ActionCell(props: { row: PermissionRow; onFilter: (action: string) => void }) {
  const { row } = props;
  return (
    <Button
      size="small"
      variant="minimal"
      className="mcd-permission-action"
      icon={row.deny ? <Icon icon="ban-circle" intent="danger" title="Deny" /> : undefined}
      text={row.action}
      title={`Show only ${row.action}`}
      onClick={(event) => {
        stop(event);
        props.onFilter(row.action);
      }}
    />
  );
}

export interface PermissionsListOptions {
  /** A click on a rule's action filters the list by it. */
  onFilterAction: (action: string) => void;
  /** The source (the list's, or a playbook's inbound rules); the list's by default. */
  source?: ListSource<PermissionRow>;
  title?: string;
  /** Filters are the list's only (a playbook's dialog has none). */
  withFilters?: boolean;
}

const cell = (render: (row: PermissionRow) => ReactNode) => render;

export function permissionsList(
  options: PermissionsListOptions,
): ResourceListDefinition<PermissionRow> {
  return {
    source: options.source ?? permissionsSource,
    title: options.title ?? 'Permissions',
    errorTitle: 'Failed to fetch permissions',
    permission: 'rbac',
    emptyText: 'No permissions found',
    rowName: (row) => `${subjectText(row)} ${row.action}`,
    defaultSort: { sortBy: 'updated_at', sortOrder: 'desc' },
    filters:
      options.withFilters === false
        ? undefined
        : [
            {
              param: 'action',
              label: 'Action',
              options: ACTION_FILTER_OPTIONS.map((action) => ({ value: action, label: action })),
              apply: (query, value) => void query.eq('action', value),
            },
          ],
    columns: [
      sized(
        {
          id: 'subject',
          header: 'Subject',
          sortable: true,
          cell: cell((row) => <SubjectCell row={row} />),
          exportValue: subjectText,
        },
        1,
        160,
      ),
      sized(
        {
          id: 'resource',
          header: 'Resource',
          cell: cell((row) => <ResourceCell row={row} />),
          exportValue: resourceText,
        },
        1,
        200,
      ),
      sized(
        {
          id: 'action',
          header: 'Action',
          sortable: true,
          cell: cell((row) => <ActionCell row={row} onFilter={options.onFilterAction} />),
          exportValue: (row) => (row.deny ? `deny ${row.action}` : row.action),
        },
        1,
        170,
      ),
      sized(
        {
          id: 'description',
          header: 'Description',
          sortable: true,
          cell: (row) => <span title={row.description ?? ''}>{row.description}</span>,
        },
        2,
        140,
      ),
      ...stampColumns<PermissionRow>(3).reverse(),
      sized(createdByColumn<PermissionRow>(), 4, 120),
    ],
  };
}
