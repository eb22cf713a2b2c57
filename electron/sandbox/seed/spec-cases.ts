// What the specs describe that random data may never produce (issue 32, acceptance): a deleted
// catalog item (its deleted marker, 'Hide Deleted Catalog', its Deleted change), a deleted check,
// a check whose last run is hours old (a 6-hourly drill; the Health column shows the age only
// past an hour), a check with labels past the header's '+N more', and an incident without
// changelog ('No changelog found'). Runs after every generator, draws no random numbers and
// changes rows rather than adding them (the scale's counts hold), so it shifts nothing else. A
// check with an endpoint (in its spec) and checks with playbooks (the playbooks on http and tcp
// checks) the generators already make.
import type { SeedContext } from './context.ts';

import type { Row } from './bulk-insert.ts';
const HOUR = 60;

const rowsOf = (ctx: SeedContext, table: string): Row[] => ctx.tables.get(table) ?? [];

/**
 * A replaced pod, deleted two days ago, with its Deleted change: one of a replica set with others,
 * so its deployment still runs a pod (its Rollout tab is not empty).
 */
function deletedPod(ctx: SeedContext): void {
  const pods = rowsOf(ctx, 'config_items').filter(
    (c) => c.type === 'Kubernetes::Pod' && c.parent_id,
  );
  const pod = pods.find((c) => pods.some((o) => o !== c && o.parent_id === c.parent_id));
  if (!pod) return;
  const deletedAt = ctx.ago(2 * 24 * HOUR);
  Object.assign(pod, {
    status: 'Terminated',
    health: 'unknown',
    ready: false,
    updated_at: deletedAt,
    deleted_at: deletedAt,
    delete_reason: 'NotFound',
  });
  const name = pod.name as string;
  ctx.add('config_changes', {
    ...rowsOf(ctx, 'config_changes')[0],
    id: ctx.id('config_change', 'spec-case:deleted-pod'),
    config_id: pod.id,
    external_change_id: 'spec-case-deleted-pod',
    external_created_by: 'system:serviceaccount:kube-system:replicaset-controller',
    change_type: 'Deleted',
    severity: 'info',
    source: 'kubernetes/event',
    summary: `Pod ${name} deleted: replaced by a newer replica`,
    patches: null,
    diff: null,
    details: { reason: 'Killing', message: `Stopping container ${name}` },
    created_by: null,
    created_at: deletedAt,
    count: 1,
  });
}

/**
 * One http check becomes a restore drill run every 6 hours (on a canary of its own), last run
 * three hours ago and next in about three: the ticker leaves it alone until then. Another gets
 * labels past the overflow; a third was retired (deleted). The scale's check count holds.
 */
function staleLabelledAndDeletedChecks(ctx: SeedContext): void {
  const http = rowsOf(ctx, 'checks').filter((c) => c.type === 'http' && !c.deleted_at);
  const [drill, labelled, retired] = [http[0], http[1], http[2]];
  const canary = rowsOf(ctx, 'canaries').find((c) => c.id === drill?.canary_id);
  if (drill && canary) {
    const canaryId = ctx.id('canary', 'spec-case:restore-drill');
    const name = 'postgres-restore-drill';
    const url = 'http://backup-verifier.platform:8080/drill';
    const spec = { name, url, responseCodes: [200], endpoint: url };
    const labels = { app: 'backup-verifier', team: 'platform', env: 'live' };
    ctx.add('canaries', {
      ...canary,
      id: canaryId,
      name: 'backup-drills',
      namespace: 'platform',
      labels,
      spec: { interval: 6 * 3600, http: [spec] },
    });
    const lastRun = ctx.ago(3 * HOUR + 12);
    const next = ctx.ago(-(2 * HOUR + 48));
    const run = { status: 'healthy', last_runtime: lastRun, next_runtime: next };
    const oldCanary = canary.spec as Record<string, unknown>;
    const siblings = oldCanary.http as { name: string }[] | undefined;
    if (siblings) oldCanary.http = siblings.filter((c) => c.name !== drill.name);
    Object.assign(drill, run, {
      canary_id: canaryId,
      name,
      namespace: 'platform',
      labels: { app: 'backup-verifier' },
      description: "Restores last night's backup into a scratch database and queries it",
      spec,
      last_transition_time: ctx.ago(6 * 24 * HOUR),
      updated_at: lastRun,
    });
    for (const row of rowsOf(ctx, 'checks_unlogged').filter((u) => u.check_id === drill.id))
      Object.assign(row, run, { canary_id: canaryId });
    // It checks no app of the catalog or component of a topology: the old check's links go.
    for (const table of ['check_config_relationships', 'check_component_relationships'])
      ctx.tables.set(
        table,
        rowsOf(ctx, table).filter((r) => r.check_id !== drill.id),
      );
  }
  if (labelled) {
    labelled.labels = {
      ...(labelled.labels as Record<string, string>),
      owner: 'payments-oncall',
      region: 'eu-west-1',
      slo: '99.9',
      runbook: 'runbooks/http-5xx',
      'app.kubernetes.io/part-of': 'checkout',
      tier: 'critical',
    };
  }
  if (retired) {
    const deletedAt = ctx.ago(5 * 24 * HOUR);
    Object.assign(retired, {
      description: `${retired.description as string} (retired endpoint)`,
      last_runtime: deletedAt,
      next_runtime: null,
      updated_at: deletedAt,
      deleted_at: deletedAt,
    });
  }
}

/**
 * The history SQL writes statuses up to now for every check; a check last run hours ago (the
 * drill, the retired check) has none after its last run, and its newest status says what the
 * check says (the history's older samples fail now and then, by a hash of the time).
 */
export const STALE_HISTORY_SQL = /* sql */ `
WITH stale AS (
  SELECT id, status = 'healthy' AS healthy, last_runtime FROM checks
  WHERE last_runtime < $1::timestamptz - interval '1 hour'
), gone AS (
  DELETE FROM check_statuses s USING stale c WHERE s.check_id = c.id AND s.time > c.last_runtime
)
UPDATE check_statuses s SET status = c.healthy,
  message = CASE WHEN c.healthy THEN 'OK' END,
  error = CASE WHEN c.healthy THEN NULL ELSE 'context deadline exceeded' END
FROM stale c
WHERE s.check_id = c.id
  AND s.time = (SELECT max(x.time) FROM check_statuses x WHERE x.check_id = c.id AND x.time <= c.last_runtime)`;

/** The oldest incident's changelog removed: it predates history (imported, or written by SQL). */
function incidentWithoutChangelog(ctx: SeedContext): void {
  const incidents = rowsOf(ctx, 'incidents');
  const oldest = incidents.reduce<Row | undefined>(
    (a, b) => (!a || (b.created_at as Date) < (a.created_at as Date) ? b : a),
    undefined,
  );
  const histories = ctx.tables.get('incident_histories');
  if (oldest && histories)
    ctx.tables.set(
      'incident_histories',
      histories.filter((h) => h.incident_id !== oldest.id),
    );
}

export function generateSpecCases(ctx: SeedContext): void {
  deletedPod(ctx);
  staleLabelledAndDeletedChecks(ctx);
  incidentWithoutChangelog(ctx);
}
