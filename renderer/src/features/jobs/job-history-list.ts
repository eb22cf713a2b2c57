// The Job History screen's list (spec 3 §2.4, §9): filters Job Name (include/exclude), Resource
// Type, Status (by default everything but SUCCESS), a minimum run duration and the time range (by
// default the last 2 days), newest first, 50 to a page.
import type { PostgrestQuery } from '../../api/http/postgrest.ts';
import {
  jobColumns,
  jobHistorySource,
  type JobRow,
} from '../../components/job-history/job-history.tsx';
import {
  triStateApply,
  type ResourceListDefinition,
} from '../../components/resource-list/resource-definition.ts';
import { parseDurationFilter } from '../../lib/format/duration.ts';
import { JOB_STATUS } from '../../lib/vocabulary/job-status.ts';
import { optionsOf } from '../../lib/vocabulary/vocabulary.ts';
import { resolveTimeRange, type TimeRange } from '../../lib/time/time-range.ts';
import { timeRangeOf, timeRangeValue } from '../../lib/url-state/filter-codec.ts';

const RESOURCE_TYPES = ['canary', 'topology', 'config_scraper'];
export const DEFAULT_STATUS_FILTER = 'SUCCESS:-1';
const DEFAULT_JOB_RANGE: TimeRange = {
  type: 'relative',
  display: '2 days',
  range: 'now-2d',
};

/** The list; its Job Name filter gives the name cells their include and exclude buttons. */
export function jobHistoryList(names: readonly string[]): ResourceListDefinition<JobRow> {
  return {
    source: jobHistorySource('job_histories'),
    title: 'Jobs History',
    permission: 'database',
    emptyText: 'No data available',
    columns: jobColumns({ withResource: true }),
    filters: [
      {
        param: 'name',
        label: 'Job Name',
        kind: 'triState',
        options: names.map((name) => ({ value: name, label: name })),
        apply: triStateApply('name'),
      },
      {
        param: 'resourceType',
        label: 'Resource Type',
        options: RESOURCE_TYPES.map((type) => ({ value: type, label: type })),
        apply: (query, value) => void query.eq('resource_type', value),
      },
      {
        param: 'status',
        label: 'Status',
        kind: 'triState',
        // Every status the backend writes (STOPPED too), as the Status column names them.
        options: optionsOf(JOB_STATUS),
        defaultValue: DEFAULT_STATUS_FILTER,
        apply: triStateApply('status'),
      },
      {
        param: 'minDuration',
        label: 'Duration ≥',
        kind: 'text',
        placeholder: 'e.g. 500ms or 10s',
        validate: durationError,
        apply: (query, value) => {
          const duration = parseDurationFilter(value);
          if ('ms' in duration) query.gte('duration_millis', duration.ms);
        },
      },
      {
        param: 'timeRange',
        label: 'Time range',
        kind: 'timeRange',
        // Always applies: clearing it goes back to the last 2 days.
        clearsToDefault: true,
        defaultValue: timeRangeValue(DEFAULT_JOB_RANGE),
        apply: (query, value) => applyRange(query, timeRangeOf(value)),
      },
    ],
  };
}

function durationError(text: string): string | undefined {
  const duration = parseDurationFilter(text);
  return 'error' in duration ? duration.error : undefined;
}

/** Jobs created within the range. */
function applyRange(query: PostgrestQuery<unknown>, range: TimeRange | undefined): void {
  const resolved = range && resolveTimeRange(range);
  if (!resolved) return;
  query.gte('created_at', resolved.from.toISOString());
  query.lte('created_at', resolved.to.toISOString());
}
