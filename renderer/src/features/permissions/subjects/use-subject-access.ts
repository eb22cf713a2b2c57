// The right side of the workbench for one subject and tab: its resources (or plugins) filtered by
// the resource search, the actions of each, the effective answers and the subject's settings rules.
import { useQuery } from '@tanstack/react-query';
import {
  effectiveQuery,
  pluginAccessQuery,
  pluginsQuery,
  resourcesQuery,
  settingsRulesQuery,
  type ResourceKind,
} from '../../../api/services/access-review.ts';
import { accessResult, type AccessResult } from '../../../lib/vocabulary/access-result.ts';
import type { MatrixGroup, MatrixRow } from './AccessMatrix.tsx';
import {
  actionsFor,
  pluginActions,
  ruleSubject,
  type TabKind,
  type WorkbenchSubject,
} from './subject-model.ts';

const matches = (q: string, ...texts: (string | null | undefined)[]) =>
  !q || texts.some((t) => t?.toLowerCase().includes(q));

export function useResourceCounts(orgId: string, tabs: readonly TabKind[]) {
  const playbooks = useQuery({
    ...resourcesQuery(orgId, 'playbook'),
    enabled: tabs.includes('playbook'),
  });
  const views = useQuery({ ...resourcesQuery(orgId, 'view'), enabled: tabs.includes('view') });
  const connections = useQuery({
    ...resourcesQuery(orgId, 'connection'),
    enabled: tabs.includes('connection'),
  });
  const plugins = useQuery(pluginsQuery(orgId));
  return {
    playbook: playbooks.data?.length,
    view: views.data?.length,
    connection: connections.data?.length,
    plugin: plugins.data?.length,
  } satisfies Record<TabKind, number | undefined>;
}

export function useSubjectAccess(
  orgId: string,
  subject: WorkbenchSubject,
  tab: TabKind,
  search: string,
) {
  const who = ruleSubject(subject);
  const kind: ResourceKind = tab === 'plugin' ? 'connection' : tab;
  const isPlugin = tab === 'plugin';
  const resources = useQuery({ ...resourcesQuery(orgId, kind), enabled: !isPlugin });
  const plugins = useQuery(pluginsQuery(orgId));
  const actions = actionsFor(kind, subject.group);
  const allPluginActions = (plugins.data ?? []).flatMap(pluginActions);
  const effective = useQuery({ ...effectiveQuery(orgId, who, kind, actions), enabled: !isPlugin });
  const pluginAccess = useQuery({
    ...pluginAccessQuery(orgId, who, allPluginActions),
    enabled: isPlugin && plugins.isSuccess,
  });
  const rules = useQuery(settingsRulesQuery(orgId, { subject: who }));
  const q = search.trim().toLowerCase();

  const groups: MatrixGroup[] = isPlugin
    ? (plugins.data ?? [])
        .filter((p) => matches(q, p.name, ...(p.operations ?? []).map((o) => o.name)))
        .map((p) => ({
          id: p.name,
          title: p.name,
          rows: pluginActions(p).map((a) => ({
            id: a,
            label: a.endsWith(':*') ? 'All operations' : (a.split(':')[2] ?? a),
            detail: p.operations?.find((o) => a.endsWith(`:${o.name}`))?.description,
          })),
        }))
    : [
        {
          id: kind,
          rows: (resources.data ?? [])
            .map((r) => ({
              id: r.id,
              label: r.title || r.name,
              icon: r.icon ?? r.type ?? null,
              detail: r.namespace,
              name: r.name,
            }))
            .filter((r) => matches(q, r.label, r.name, r.detail))
            .sort((a, b) => a.label.localeCompare(b.label)),
        },
      ];

  const read = isPlugin ? pluginAccess : effective;
  const cell = (row: MatrixRow, action: string): AccessResult => {
    if (isPlugin) return accessResult(pluginAccess.data?.[row.id]);
    const ids = effective.data?.[action];
    return accessResult(ids ? ids.includes(row.id) : undefined);
  };
  const lists = isPlugin ? plugins : resources;
  return {
    groups,
    actions: (group: MatrixGroup) => (isPlugin ? [`invoke:${group.id}`] : actions),
    cell,
    resourceOf: (id: string) => resources.data?.find((r) => r.id === id),
    plugin: (name: string) => plugins.data?.find((p) => p.name === name),
    loading: lists.isPending || (read.isPending && read.fetchStatus !== 'idle'),
    listError: lists.isError ? lists.error : null,
    refreshing: read.isFetching && !read.isPending,
    failed: read.isError,
    rules: rules.data ?? [],
  };
}
