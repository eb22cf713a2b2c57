// Job history rows (spec 3 §2.4, §3 "Job history record"; reference §4.7 S6) as the kit lists
// them: the source, the columns (Timestamp, Job Name with include/exclude on hover, Agent,
// Resource with its link and a copy-id button, Status in its colour, Duration, Statistics), and
// the details dialog a row opens. Shared by the Job History screen and a resource's Job History
// tab.
import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { Tag } from '../tag/Tag.tsx';
import { Link } from 'react-router';
import { z } from 'zod';
import type { PostgrestQuery } from '../../api/http/postgrest.ts';
import type { ResourceSource } from '../../api/resource/resource-queries.ts';
import { opt, ref } from '../../api/services/wire-parts.ts';
import { paths } from '../../lib/routing/paths.ts';
import { formatDuration } from '../../lib/format/duration.ts';
import { CopyButton } from '../clipboard/CopyButton.tsx';
import type { Column } from '../data-table/column.ts';
import { timeColumn } from '../resource-list/common-columns.tsx';
import { useListFilter } from '../resource-list/list-filter.tsx';
import {
  decodeLabelFilter,
  encodeLabelFilter,
  setLabelState,
} from '../../lib/labels/label-filter.ts';
import './JobHistory.css';
import { find } from '../../lib/vocabulary/vocabulary.ts';
import { JOB_STATUS } from '../../lib/vocabulary/job-status.ts';
import { CellLine, CellText } from '../data-table/CellLine.tsx';

export const jobRowSchema = z.object({
  id: z.string(),
  ...opt.strings('name', 'status', 'resource_type', 'resource_id', 'resource_name'),
  agent: ref('name').nullish(),
  ...opt.strings('created_at', 'time_start'),
  ...opt.numbers('duration_millis', 'success_count', 'error_count'),
  details: opt.jsonMap,
});
export type JobRow = z.infer<typeof jobRowSchema>;

/** A job status in the job-status vocabulary's colour; statuses it lacks show upper-cased too. */
export function JobStatusTag({ status }: { status: string }) {
  const entry = find(JOB_STATUS, status);
  return (
    <Tag minimal intent={entry?.intent ?? 'none'} className={`mcd-job-${status.toLowerCase()}`}>
      {entry?.label ?? status.toUpperCase()}
    </Tag>
  );
}

export function jobHistorySource(
  key: string,
  where?: (query: PostgrestQuery<unknown>) => void,
): ResourceSource<JobRow> {
  return {
    key,
    table: 'job_histories',
    select: '*',
    schema: jobRowSchema,
    defaultOrder: { column: 'created_at', ascending: false },
    softDelete: false,
    where,
  };
}

/** Where a job's resource is shown, by its type; null when it has no page. */
export function jobResourceHref(type: string | null | undefined, id: string): string | null {
  switch (type) {
    case 'canary':
      return paths.settings.resourceItem('canaries', id);
    case 'config_scraper':
    case 'catalog_scraper':
      return paths.catalogScraper(id);
    case 'topology':
      return paths.settings.resourceItem('topologies', id);
    case 'config':
      return paths.catalogItem(id);
    case 'playbook':
      return paths.playbook(id);
    default:
      return null;
  }
}

const NO_AGENT = '00000000-0000-0000-0000-000000000000';

function ResourceCell({ row }: { row: JobRow }) {
  if (!row.resource_id) return null;
  const href = jobResourceHref(row.resource_type, row.resource_id);
  const text = row.resource_name ?? row.resource_id;
  return (
    <CellLine ownClicks>
      {href ? (
        <Link className="mcd-ellipsis" to={href}>
          {text}
        </Link>
      ) : (
        <CellText>{text}</CellText>
      )}
      <CopyButton
        text={row.resource_id}
        label="Copy resource id"
        successMessage={`Copied ${row.resource_id} to clipboard`}
      />
    </CellLine>
  );
}

/** The job name, with include and exclude buttons where the list filters on names. */
function NameCell({ name }: { name: string }): ReactNode {
  const filter = useListFilter('name');
  if (!filter) return name;
  const onFilter = (state: 1 | -1) =>
    filter.set(encodeLabelFilter(setLabelState(decodeLabelFilter(filter.value), name, state)));
  return (
    <CellLine ownClicks>
      <CellText>{name}</CellText>
      <span className="mcd-job-name-actions">
        <Button
          size="small"
          variant="minimal"
          icon="plus"
          aria-label={`Include ${name}`}
          onClick={() => onFilter(1)}
        />
        <Button
          size="small"
          variant="minimal"
          icon="minus"
          aria-label={`Exclude ${name}`}
          onClick={() => onFilter(-1)}
        />
      </span>
    </CellLine>
  );
}

export function jobColumns(options: {
  /** Agent and Resource columns (a resource's own tab leaves them out). */
  withResource?: boolean;
}): Column<JobRow>[] {
  const columns: Column<JobRow>[] = [
    { ...timeColumn('created_at', 'Timestamp', (row: JobRow) => row.created_at), minWidth: 110 },
    {
      id: 'name',
      header: 'Job Name',
      sortable: true,
      minWidth: 200,
      cell: (row) => (row.name ? <NameCell name={row.name} /> : null),
    },
  ];
  if (options.withResource)
    columns.push(
      {
        id: 'agent',
        header: 'Agent',
        priority: 3,
        minWidth: 120,
        cell: (row) =>
          row.agent && row.agent.id !== NO_AGENT ? (
            <Link
              to={paths.settings.agents({ id: row.agent.id })}
              onClick={(e) => e.stopPropagation()}
            >
              {row.agent.name ?? row.agent.id}
            </Link>
          ) : null,
      },
      {
        id: 'resource_name',
        header: 'Resource',
        cell: (row) => <ResourceCell row={row} />,
        priority: 2,
        minWidth: 200,
      },
    );
  columns.push(
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      minWidth: 100,
      cell: (row) => (row.status ? <JobStatusTag status={row.status} /> : null),
    },
    {
      id: 'duration_millis',
      header: 'Duration',
      sortable: true,
      align: 'right',
      priority: 2,
      minWidth: 95,
      cell: (row) => formatDuration(row.duration_millis),
    },
    {
      id: 'statistics',
      header: 'Statistics',
      priority: 3,
      minWidth: 100,
      cell: (row) => (
        <span className="mcd-job-stats">
          <span title="Success count">{row.success_count ?? 0}</span>
          <span
            title="Error count"
            className={(row.error_count ?? 0) > 0 ? 'mcd-job-errors' : undefined}
          >
            {row.error_count ?? 0}
          </span>
        </span>
      ),
    },
  );
  return columns;
}

/** The keys of a job's details that have tabs of their own. */
const NAMED_DETAILS = new Set(['errors', 'scrape_summary', 'summary']);

function hasContent(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return false;
  if (Array.isArray(body)) return body.length > 0;
  if (typeof body === 'object') return Object.values(body).some(hasContent);
  return true;
}

/**
 * A job's details as an object: the `*_with_status` views' `job_details` may come as JSON text;
 * anything else that is not an object has no details.
 */
export function jobDetailsObject(value: unknown): Record<string, unknown> | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return value.trim() === '' ? null : { errors: value };
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/**
 * The details tabs a job has: Errors, Scrape Summary, Reconcile Summary, only those present, and
 * Other for any further key with content (so no content is hidden behind an empty dialog).
 */
export function jobDetailTabs(
  details: JobRow['details'],
): { id: string; title: string; body: unknown }[] {
  const others = Object.fromEntries(
    Object.entries(details ?? {}).filter(([key]) => !NAMED_DETAILS.has(key)),
  );
  const tabs = [
    { id: 'errors', title: 'Errors', body: details?.errors },
    { id: 'scrape', title: 'Scrape Summary', body: details?.scrape_summary },
    { id: 'reconcile', title: 'Reconcile Summary', body: details?.summary },
    { id: 'other', title: 'Other', body: others },
  ];
  return tabs.filter(({ body }) => hasContent(body));
}
