// Seed generator, scopes and permissions (spec 5-access §2.2, §2.4, §3): a few scopes over every
// target kind (config tags, a cluster's agent, playbooks by name and wildcard, canaries, views,
// global), two permission groups, and about twenty rules across every subject type (roles, groups,
// people, teams, a notification, playbooks) and resource (global objects, one catalog item,
// component, canary, playbook, connection, selectors and scopes), among them deny rules, rules a
// Kubernetes CRD defines, rules the console's subject workbench manages (`interactive_settings`)
// and two whose selector cannot be expanded. The seed loads with triggers off, so those two carry
// the `error` the permissions trigger computes (db/schema/permissions.ts), and a 'Re-check'
// answers the same. Tiny at every scale; runs after people, teams, playbooks, connections, views
// (whose generator adds a per-view deny rule).
import type { Row } from './bulk-insert.ts';
import { textArray } from './bulk-insert.ts';
import type { SeedContext } from './context.ts';

const DAY = 24 * 60;
const MC = 'mission-control';

type Target = Partial<
  Record<'config' | 'component' | 'playbook' | 'canary' | 'view' | 'global', object>
>;
type Ref = { name: string; namespace?: string };

function idOf(ctx: SeedContext, table: string, name: string): string | null {
  const row = ctx.tables.get(table)?.find((r) => r['name'] === name);
  return typeof row?.['id'] === 'string' ? row['id'] : null;
}

function addScopes(ctx: SeedContext): void {
  const rng = ctx.rng('scopes');
  const [first, second] = ctx.refs.clusters;
  const agentOf = (id: string | undefined) => ctx.refs.agents.find((a) => a.id === id)?.name;
  const scopes: [string, string | null, string, Target[], boolean?][] = [
    [
      'k8s-runbooks',
      MC,
      'Kubernetes runbooks the on-call engineers may run',
      [
        { playbook: { name: 'restart-deployment' } },
        { playbook: { name: 'scale-deployment' } },
        { playbook: { name: 'rollback-deployment' } },
      ],
    ],
    [
      `${first?.name ?? 'primary'}-workloads`,
      MC,
      'Everything one cluster reports',
      [
        {
          global: {
            agent: agentOf(first?.agentId) ?? 'local',
            tagSelector: `cluster=${first?.name ?? 'primary'}`,
          },
        },
      ],
    ],
    [
      'payments',
      null,
      'The payments namespace in every cluster, and its components',
      [
        { config: { tagSelector: 'namespace=payments' } },
        { component: { name: '*', agent: agentOf(second?.agentId) ?? 'local' } },
      ],
    ],
    ['all-playbooks', null, 'Every playbook', [{ playbook: { name: '*' } }]],
    [
      'synthetic-checks',
      null,
      'Canaries of the local agent',
      [{ canary: { name: '*', agent: 'local' } }],
    ],
    [
      'platform-dashboards',
      null,
      'The dashboards the platform team owns',
      [{ view: { name: 'mission-control-dashboard' } }, { view: { name: 'cluster-overview' } }],
    ],
    [
      `${second?.name ?? 'secondary'}-configs`,
      null,
      'The configs one cluster reports',
      [{ config: { tagSelector: `cluster=${second?.name ?? 'secondary'}` } }],
    ],
    // Deleted: the rule that still names it fails with 'Scope not found'.
    [
      'legacy-billing',
      null,
      'Billing before the 2025 migration',
      [{ config: { name: 'billing-*' } }],
      true,
    ],
  ];
  for (const [name, namespace, description, targets, deleted] of scopes) {
    const created = ctx.ago(rng.int(20, 120) * DAY);
    ctx.add('scopes', {
      id: ctx.id('scope', name),
      name,
      namespace,
      description,
      targets,
      source: namespace ? 'KubernetesCRD' : 'UI',
      created_by: namespace ? null : ctx.refs.users.admin,
      created_at: created,
      updated_at: ctx.ago(rng.int(1, 19) * DAY),
      deleted_at: deleted ? ctx.ago(10 * DAY) : null,
    });
  }
  for (const [name, namespace, selectors] of [
    ['sre-oncall', MC, { teams: [ctx.refs.teams[0]?.name ?? 'SRE'] }],
    ['contractors', null, { people: [ctx.refs.people.at(-1)?.email ?? ''] }],
  ] as const) {
    ctx.add('permission_groups', {
      id: ctx.id('permission_group', name),
      name,
      namespace,
      selectors,
      source: namespace ? 'KubernetesCRD' : 'UI',
      created_by: ctx.refs.users.admin,
      created_at: ctx.ago(90 * DAY),
      updated_at: ctx.ago(30 * DAY),
      deleted_at: null,
    });
  }
}

interface Rule {
  subject: string;
  type: string;
  action: string;
  object?: string;
  selector?: unknown;
  deny?: boolean;
  source?: string;
  name?: string;
  description?: string;
  error?: string;
  resource?: Partial<
    Record<
      'config_id' | 'component_id' | 'canary_id' | 'playbook_id' | 'connection_id',
      string | null
    >
  >;
  until?: Date;
  agents?: string[];
  tags?: object;
}

const pb = (name: string): { playbooks: Ref[] } => ({ playbooks: [{ name, namespace: MC }] });

function rules(ctx: SeedContext): Rule[] {
  const { users, teams, people, notifications, clusters, canaries, components } = ctx.refs;
  const [team0, team1] = [teams[0]?.id ?? '', teams[1]?.id ?? teams[0]?.id ?? ''];
  const other =
    people.find((p) => !Object.values(users).includes(p.id) && p.email)?.id ?? users.viewer;
  const playbookId = (name: string) => idOf(ctx, 'playbooks', name);
  const crd = { source: 'KubernetesCRD' };
  const managed = { source: 'interactive_settings' };
  return [
    {
      subject: 'sre-oncall',
      type: 'group',
      action: 'playbook:run',
      selector: { scopes: [{ name: 'k8s-runbooks', namespace: MC }] },
      name: 'oncall-runbooks',
      description: 'On-call may run the Kubernetes runbooks',
      ...crd,
    },
    {
      subject: 'sre-oncall',
      type: 'group',
      action: 'playbook:approve',
      selector: pb('rollback-deployment'),
      name: 'oncall-approve-rollback',
      ...crd,
    },
    {
      subject: 'sre-oncall',
      type: 'group',
      action: 'read',
      object: 'kubernetes-proxy',
      agents: [clusters[0]?.name ?? 'local'],
      tags: { cluster: clusters[0]?.name ?? 'primary' },
      description: 'kubectl through the proxy on the first cluster',
    },
    {
      subject: 'contractors',
      type: 'group',
      action: 'read',
      selector: { scopes: [{ name: 'legacy-billing' }] },
      description: 'Contractors read the old billing configs',
      error: 'ErrScopeExpansionScopeNotFound:/legacy-billing',
    },
    {
      subject: 'contractors',
      type: 'group',
      action: 'read',
      selector: { playbooks: 'restart-deployment' },
      name: 'contractor-playbooks',
      description: 'Written by hand with a bad selector',
      error: 'ErrScopeExpansionInvalidObjectSelector',
      ...crd,
    },
    {
      subject: 'everyone',
      type: 'group',
      action: 'read',
      object: 'canaries',
      description: 'Everyone sees the health checks',
    },
    {
      subject: 'guest',
      type: 'role',
      action: 'read',
      object: 'catalog',
      deny: true,
      description: 'Guests never see the catalog',
    },
    { subject: 'editor', type: 'role', action: 'mcp:use', object: 'mcp', ...managed },
    {
      subject: 'viewer',
      type: 'role',
      action: 'read',
      selector: { views: [{ name: 'mission-control-dashboard', namespace: 'mc' }] },
    },
    {
      subject: 'viewer',
      type: 'role',
      action: 'mcp:run',
      selector: { views: [{ name: 'failing-checks', namespace: 'mc' }] },
      ...managed,
    },
    // The MCP pages' rules (spec 5-access §2.8): a team may call one runbook through MCP, and no
    // one may call the cost view.
    {
      subject: team0,
      type: 'team',
      action: 'mcp:run',
      selector: pb('restart-deployment'),
      ...managed,
    },
    {
      subject: 'everyone',
      type: 'group',
      action: 'mcp:run',
      selector: { views: [{ name: 'cloud-costs', namespace: 'mc' }] },
      deny: true,
      ...managed,
    },
    {
      subject: users.responder,
      type: 'person',
      action: 'playbook:run',
      resource: { playbook_id: playbookId('restart-deployment') },
    },
    {
      subject: users.responder,
      type: 'person',
      action: 'playbook:approve',
      selector: pb('scale-deployment'),
      until: new Date(ctx.now.getTime() + 7 * DAY * 60_000),
      description: 'Cover while the commander is away',
    },
    {
      subject: users.viewer,
      type: 'person',
      action: 'playbook:run',
      selector: pb('delete-pod'),
      deny: true,
      description: 'No pod deletions for managers',
    },
    {
      subject: users.editor,
      type: 'person',
      action: 'playbook:run',
      selector: pb('scale-deployment'),
      ...managed,
    },
    {
      subject: users.editor,
      type: 'person',
      action: 'playbook:cancel',
      selector: pb('scale-deployment'),
      deny: true,
      ...managed,
    },
    {
      subject: users.commander,
      type: 'person',
      action: 'read',
      resource: { config_id: clusters[0]?.configId ?? null },
    },
    {
      subject: other,
      type: 'person',
      action: 'read',
      resource: { component_id: components[0]?.id ?? null },
    },
    {
      subject: team0,
      type: 'team',
      action: 'read',
      selector: {
        scopes: [{ name: `${clusters[0]?.name ?? 'primary'}-workloads`, namespace: MC }],
      },
    },
    { subject: team1, type: 'team', action: 'create,read,update,delete', object: 'topology' },
    {
      subject: team1,
      type: 'team',
      action: 'read',
      resource: { canary_id: canaries[0]?.id ?? null },
    },
    { subject: team0, type: 'team', action: 'delete', object: 'connection', deny: true },
    {
      subject: notifications[0]?.id ?? '',
      type: 'notification',
      action: 'read',
      selector: { configs: [{ name: '*' }] },
      description: 'Renders config details into its messages',
    },
    {
      subject: playbookId('restart-deployment') ?? '',
      type: 'playbook',
      action: 'read',
      resource: { connection_id: idOf(ctx, 'connections', 'kubernetes') },
    },
    {
      subject: playbookId('reboot-ec2-instance') ?? '',
      type: 'playbook',
      action: 'read',
      selector: { connections: [{ name: 'aws', namespace: MC }] },
    },
  ];
}

/** Adds `scopes`, `permission_groups` and `permissions`; draws only from its own streams. */
export function generatePermissions(ctx: SeedContext): void {
  addScopes(ctx);
  const rng = ctx.rng('permissions');
  for (const [i, r] of rules(ctx).entries()) {
    const created = ctx.ago(rng.int(2, 150) * DAY);
    const row: Row = {
      id: ctx.id('permission', i),
      name: r.name ?? null,
      namespace: r.name && r.source === 'KubernetesCRD' ? MC : null,
      description: r.description ?? null,
      source: r.source ?? 'UI',
      subject_type: r.type,
      subject: r.subject,
      action: r.action,
      object: r.object ?? null,
      object_selector: r.selector ?? null,
      deny: r.deny ?? false,
      component_id: r.resource?.component_id ?? null,
      config_id: r.resource?.config_id ?? null,
      canary_id: r.resource?.canary_id ?? null,
      playbook_id: r.resource?.playbook_id ?? null,
      connection_id: r.resource?.connection_id ?? null,
      person_id: null,
      team_id: null,
      notification_id: null,
      created_by: ctx.refs.users.admin,
      updated_by: null,
      created_at: created,
      updated_at: rng.chance(0.5) ? created : ctx.ago(rng.int(1, 2) * DAY),
      deleted_at: null,
      error: r.error ?? null,
      until: r.until ?? null,
      agents: r.agents ? textArray(r.agents) : null,
      tags: r.tags ?? null,
    };
    ctx.add('permissions', row);
  }
  // Rules other generators add (seed/views.ts: a per-view deny) get the same columns, as a bulk
  // insert takes its columns from the first row.
  const columns = Object.keys(ctx.tables.get('permissions')?.at(-1) ?? {});
  for (const row of ctx.tables.get('permissions') ?? [])
    for (const column of columns)
      if (!(column in row)) row[column] = column === 'deny' ? false : null;
}
