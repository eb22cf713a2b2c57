// A permission rule's resource in words (spec 5-access §2.4), one way for every screen that lists
// rules (the permissions list, access everywhere): the global object by its label, the item the
// summary embeds, the scopes, or each list of the selector.
import type { PermissionRow } from '../../api/services/permissions.ts';

/** The global objects and their wire names (mission-control's policy objects). */
export const GLOBAL_OBJECTS: readonly { value: string; label: string }[] = [
  { value: 'agent', label: 'Agent' },
  { value: 'agent-push', label: 'Agent Push' },
  { value: 'artifact', label: 'Artifact' },
  { value: 'canaries', label: 'Canaries' },
  { value: 'catalog', label: 'Catalog' },
  { value: 'connection', label: 'Connection' },
  { value: 'connection-detail', label: 'Connection Detail' },
  { value: 'kubernetes-proxy', label: 'Kubernetes Proxy' },
  { value: 'logs', label: 'Logs' },
  { value: 'mcp', label: 'MCP' },
  { value: 'notification', label: 'Notification' },
  { value: 'playbooks', label: 'Playbooks' },
  { value: 'rbac', label: 'RBAC' },
  { value: 'topology', label: 'Topology' },
];

export const globalObjectLabel = (object: string) =>
  GLOBAL_OBJECTS.find((o) => o.value === object)?.label ?? object;

/** What of a rule names its resource (any read of `permissions_summary` that selects these). */
export type RuleResource = Partial<
  Pick<
    PermissionRow,
    | 'object'
    | 'object_selector'
    | 'config_object'
    | 'component_object'
    | 'canary_object'
    | 'playbook_object'
    | 'connection_object'
  >
>;

type Selector = Record<string, unknown>;

const selectorOf = (row: RuleResource): Selector | null =>
  row.object_selector && typeof row.object_selector === 'object'
    ? (row.object_selector as Selector)
    : null;

/** `namespace/name` of each item of a selector's list (empty when it is not a list). */
export function selectorNames(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return (items as { name?: unknown; namespace?: unknown }[]).map((item) => {
    const name = typeof item.name === 'string' ? item.name : '';
    return typeof item.namespace === 'string' && item.namespace
      ? `${item.namespace}/${name}`
      : name;
  });
}

/** The item a rule names by id, as the summary embeds it (config, component, canary, playbook, connection). */
export function embeddedItem(row: RuleResource) {
  return (
    row.config_object ??
    row.component_object ??
    row.canary_object ??
    row.playbook_object ??
    row.connection_object
  );
}

/** The resource's words: the global object, the scopes, the item, or the selector. */
export function resourceText(row: RuleResource): string {
  if (row.object) return globalObjectLabel(row.object);
  const item = embeddedItem(row);
  if (item) return item.name ?? item.id ?? '';
  const selector = selectorOf(row);
  if (!selector) return '';
  if (Array.isArray(selector.scopes) && Object.keys(selector).length === 1)
    return `Scopes: ${selectorNames(selector.scopes).join(', ')}`;
  return Object.entries(selector)
    .map(([key, items]) => {
      const names = selectorNames(items);
      return `${key}: ${names.length > 0 ? names.join(', ') : JSON.stringify(items)}`;
    })
    .join('; ');
}
