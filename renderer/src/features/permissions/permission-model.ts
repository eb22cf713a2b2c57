// A permission as the screens show and edit it (spec 5-access §2.4): the words of its subject (its
// resource's: components/permission-text), the text of a stored error, the actions a resource offers, and the form's values to
// and from a rule.
import type { PermissionInput, PermissionRow } from '../../api/services/permissions.ts';
import { selectorNames } from '../../components/permission-text/resource-text.ts';

export const ACTION_FILTER_OPTIONS = [
  'read',
  'update',
  'create',
  'delete',
  '*',
  'create,read,update,delete',
  'playbook:run',
  'playbook:approve',
  'playbook:*',
  'mcp:run',
  'mcp:use',
] as const;

const COMMON_ACTIONS = ['read', 'update', 'create', 'delete', '*', 'create,read,update,delete'];
const PLAYBOOK_ACTIONS = ['playbook:run', 'playbook:approve', 'playbook:*'];

/** 'selector' is offered only for a rule whose selector the other kinds cannot show. */
export const RESOURCE_KINDS = [
  'catalog',
  'component',
  'canary',
  'connection',
  'playbook',
  'view',
  'global',
  'scope',
  'selector',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const SUBJECT_KINDS = ['person', 'team', 'notification', 'role', 'playbook'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** The column of a rule that names a resource of each picked kind. */
const ID_COLUMN = {
  catalog: 'config_id',
  component: 'component_id',
  canary: 'canary_id',
  connection: 'connection_id',
  playbook: 'playbook_id',
} as const;

/** The actions a resource offers (views only read; playbooks their own too), keeping `current`. */
export function actionsFor(kind: ResourceKind, object: string, current = ''): string[] {
  const base =
    kind === 'view'
      ? ['read']
      : kind === 'playbook'
        ? [...COMMON_ACTIONS, ...PLAYBOOK_ACTIONS]
        : kind === 'global' && object === 'mcp'
          ? [...COMMON_ACTIONS, 'mcp:use']
          : COMMON_ACTIONS;
  return current && !base.includes(current) ? [...base, current] : base;
}

/** A stored error as its words (spec 5-access §2.4). */
export function permissionErrorText(error: string): string {
  const code = error.split(':')[0];
  if (code === 'ErrScopeExpansionScopeNotFound') return 'Scope not found';
  if (code === 'ErrScopeExpansionInvalidScopeTargets') return 'Invalid scope targets';
  if (code === 'ErrScopeExpansionInvalidObjectSelector') return 'Invalid object selector';
  return 'Unknown error';
}

/** The subject's words in the list, and where it leads (a playbook's runs, a rule). */
export function subjectText(row: PermissionRow): string {
  const id = row.subject ?? '';
  switch (row.subject_type) {
    case 'group':
      return `Group: ${row.group?.name ?? id}`;
    case 'role':
      return `Role: ${id}`;
    case 'person':
      return row.person?.name || row.person?.email || id;
    case 'team':
      return row.team?.name ?? id;
    case 'notification': {
      const n = row.notification;
      return `notification: ${n ? `${n.namespace ?? ''}/${n.name ?? ''}` : id}`;
    }
    case 'playbook':
      return `playbook: ${row.playbook?.title || row.playbook?.name || id}`;
    case 'plugin':
      return `plugin: ${id}`;
    default:
      return id;
  }
}

type Selector = Record<string, unknown>;

const selectorOf = (row: Pick<PermissionRow, 'object_selector'>): Selector | null =>
  row.object_selector && typeof row.object_selector === 'object'
    ? (row.object_selector as Selector)
    : null;

export interface PermissionFormValues {
  subjectKind: SubjectKind;
  subject: string;
  resourceKind: ResourceKind;
  /** An item's id, a global object, views or scopes as `namespace/name` (comma separated), or a
   * selector's JSON. */
  resource: string;
  action: string;
  deny: boolean;
  description: string;
}

function subjectKindOf(type: string | null | undefined): SubjectKind {
  if (type === 'group' || type === 'role') return 'role';
  return SUBJECT_KINDS.find((kind) => kind === type) ?? 'person';
}

function resourceOf(
  row: Partial<PermissionRow>,
): Pick<PermissionFormValues, 'resourceKind' | 'resource'> {
  for (const [kind, column] of Object.entries(ID_COLUMN)) {
    const id = row[column];
    if (id) return { resourceKind: kind as ResourceKind, resource: id };
  }
  if (row.object) return { resourceKind: 'global', resource: row.object };
  const selector = row.object_selector ? selectorOf(row) : null;
  if (!selector) return { resourceKind: 'catalog', resource: '' };
  const keys = Object.keys(selector);
  const only = keys.length === 1 ? keys[0] : undefined;
  if ((only === 'views' || only === 'scopes') && selectorNames(selector[only]).length > 0)
    return {
      resourceKind: only === 'views' ? 'view' : 'scope',
      resource: selectorNames(selector[only]).join(','),
    };
  return { resourceKind: 'selector', resource: JSON.stringify(selector, null, 2) };
}

/** A rule's form values; a new rule's from what the caller fills in (a playbook, a subject). */
export function permissionFormValues(row: Partial<PermissionRow> | null): PermissionFormValues {
  return {
    subjectKind: subjectKindOf(row?.subject_type),
    subject: row?.subject ?? '',
    ...resourceOf(row ?? {}),
    action: row?.action ?? '',
    deny: row?.deny ?? false,
    description: row?.description ?? '',
  };
}

/** `namespace/name` items back as a selector's list. */
const namedItems = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const slash = item.indexOf('/');
      if (slash < 0) return { name: item };
      const namespace = item.slice(0, slash);
      return namespace ? { name: item.slice(slash + 1), namespace } : { name: item.slice(1) };
    });

/** The rule's body: one kind of resource set, the others cleared (an edit may change the kind). */
export function permissionBody(
  values: PermissionFormValues,
  subjectType: string | null | undefined,
): PermissionInput {
  const cleared: PermissionInput = {
    object: null,
    object_selector: null,
    config_id: null,
    component_id: null,
    canary_id: null,
    connection_id: null,
    playbook_id: null,
  };
  const { resourceKind, resource } = values;
  if (resourceKind === 'global') cleared.object = resource;
  else if (resourceKind === 'view') cleared.object_selector = { views: namedItems(resource) };
  else if (resourceKind === 'scope') cleared.object_selector = { scopes: namedItems(resource) };
  else if (resourceKind === 'selector') cleared.object_selector = JSON.parse(resource) as unknown;
  else cleared[ID_COLUMN[resourceKind]] = resource;
  // A role is written as the console writes it (`group`), unless the rule already says `role`.
  const type =
    values.subjectKind === 'role'
      ? subjectType === 'role'
        ? 'role'
        : 'group'
      : values.subjectKind;
  return {
    ...cleared,
    subject: values.subject,
    subject_type: type,
    action: values.action,
    deny: values.deny,
    description: values.description.trim() || null,
  };
}

/** A Kubernetes CRD rule is edited there, not here. */
export const isEditable = (row: Pick<PermissionRow, 'source'> | null) =>
  !row || row.source !== 'KubernetesCRD';

/** Only rules written in the console (source UI) are deleted there. */
export const isDeletable = (row: Pick<PermissionRow, 'source'>) =>
  !row.source || row.source === 'UI';
