// N4 `POST /notification/summary` (reference §4.8), after duty's query.NotificationSendHistorySummary:
// the send history grouped per resource (the latest send's type, tags, health and message; first
// and last seen; counts per outcome), newest first, one page of it. Filters: status, resource type
// and kind as duty's filter expressions (`sent,!error`), `search` as a prefix of the resource name,
// `tags` as a label selector, `from`/`to` as datemath or RFC 3339, deleted resources only when
// asked. `{total, results}`; results is null when nothing matches, as duty answers.
import { z } from 'zod';
import { SqlParams } from '../../postgrest/sql-conditions.ts';
import type { SandboxContext } from '../types.ts';
import { columnFilter, escapeLike, integerish, tagsSql, timeBound } from './catalog-filters.ts';

const PAGE_SIZE_DEFAULT = 50;
const GROUPABLE = [
  'resource',
  'resource_id',
  'resource_type',
  'resource_kind',
  'resource_tags',
  'status',
  'source_event',
];
const SUPPRESSED = ['silenced', 'inhibited', 'repeat-interval', 'skipped'];
const IN_PROGRESS = [
  'pending',
  'pending_playbook_run',
  'pending_playbook_completion',
  'evaluating-waitfor',
  'attempting_fallback',
];

export const notificationSummaryRequest = z.object({
  groupBy: z.array(z.string()).nullish(),
  status: z.string().nullish(),
  resourceType: z.string().nullish(),
  resourceKind: z.string().nullish(),
  tags: z.string().nullish(),
  search: z.string().nullish(),
  from: z.string().nullish(),
  to: z.string().nullish(),
  includeDeletedResources: z.boolean().nullish(),
  pageIndex: integerish.nullish(),
  pageSize: integerish.nullish(),
});
export type NotificationSummaryRequest = z.infer<typeof notificationSummaryRequest>;

export interface NotificationSummaryAnswer {
  total: number;
  results: Record<string, unknown>[] | null;
}

export async function notificationSummary(
  ctx: SandboxContext,
  req: NotificationSummaryRequest,
): Promise<NotificationSummaryAnswer> {
  const pageSize =
    req.pageSize && req.pageSize >= 1 && req.pageSize <= PAGE_SIZE_DEFAULT
      ? req.pageSize
      : PAGE_SIZE_DEFAULT;
  const pageIndex = Math.max(0, req.pageIndex ?? 0);
  // duty groups by the resource when no grouping is asked; the summary's columns always need it.
  const groupBy = [
    'resource',
    ...(req.groupBy ?? []).filter((g) => g !== 'resource' && GROUPABLE.includes(g)),
  ];

  const params = new SqlParams();
  const filter = columnFilter(ctx, 'notification_send_history_summary', 's', params);
  const where: string[] = [];
  const now = Date.now();
  if (req.status?.trim()) where.push(...filter('status', req.status));
  if (req.from?.trim())
    where.push(`s.created_at >= ${params.add(timeBound('from', req.from, now))}::timestamptz`);
  if (req.to?.trim())
    where.push(`s.created_at <= ${params.add(timeBound('to', req.to, now))}::timestamptz`);
  if (req.resourceType?.trim()) where.push(...filter('resource_type', req.resourceType));
  if (req.resourceKind?.trim()) where.push(...filter('resource_kind', req.resourceKind));
  if (!req.includeDeletedResources) where.push(`s.resource->>'deleted_at' IS NULL`);
  const search = req.search?.trim();
  if (search) {
    const pattern = search.includes('*')
      ? search.split('*').map(escapeLike).join('%')
      : `${escapeLike(search)}%`;
    where.push(`s.resource->>'name' ILIKE ${params.add(pattern)}`);
  }
  if (req.tags?.trim()) where.push(...tagsSql('s.resource_tags', req.tags, params));

  const ranked = `ranked AS (
    SELECT s.resource, s.resource_id, s.resource_type, s.resource_kind, s.resource_tags,
      s.resource_health, s.resource_status, s.resource_health_description, s.first_observed,
      s.created_at, s.body, s.status, s.source_event,
      row_number() OVER (PARTITION BY s.resource ORDER BY s.created_at DESC) AS rn
    FROM notification_send_history_summary s
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''})`;
  const list = (values: string[]) => `(${values.map((v) => params.add(v)).join(', ')})`;
  const suppressed = list(SUPPRESSED);
  const inProgress = list(IN_PROGRESS);
  const groupCols = groupBy.join(', ');
  const sql = `WITH ${ranked},
    summary AS (
      SELECT resource,
        max(CASE WHEN rn = 1 THEN resource_type END) AS resource_type,
        max(CASE WHEN rn = 1 THEN resource_kind END) AS resource_kind,
        max(CASE WHEN rn = 1 THEN resource_tags::text END)::jsonb AS resource_tags,
        max(CASE WHEN rn = 1 THEN resource_health END) AS resource_health,
        max(CASE WHEN rn = 1 THEN resource_status END) AS resource_status,
        max(CASE WHEN rn = 1 THEN resource_health_description END) AS resource_health_description,
        min(first_observed) AS first_observed,
        max(created_at) AS last_seen,
        count(*)::int AS total,
        max(CASE WHEN rn = 1 THEN body END) AS last_message,
        count(*) FILTER (WHERE status = 'sent')::int AS sent,
        count(*) FILTER (WHERE status = 'error')::int AS error,
        count(*) FILTER (WHERE status IN ${suppressed})::int AS suppressed,
        count(*) FILTER (WHERE status IN ${inProgress})::int AS in_progress
      FROM ranked GROUP BY ${groupCols}),
    page AS (
      SELECT * FROM summary ORDER BY last_seen DESC, resource->>'id'
      LIMIT ${params.add(pageSize)}::int OFFSET ${params.add(pageIndex * pageSize)}::int)
    SELECT (SELECT count(*)::int FROM summary) AS total,
      (SELECT json_agg(row_to_json(page) ORDER BY page.last_seen DESC, page.resource->>'id')
        FROM page)::text AS results`;
  const result = await ctx.db.query<{ total: number; results: string | null }>(sql, params.values);
  const row = result.rows[0];
  const total = row?.total ?? 0;
  if (total === 0 || !row?.results) return { total, results: null };
  return { total, results: JSON.parse(row.results) as Record<string, unknown>[] };
}
