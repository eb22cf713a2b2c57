// 'Check Access' (spec 5-access §2.4, §2.5): asks the access review whether one subject may do one
// action on one resource, and shows the effective answer. The playbook's Permissions dialog opens
// it with the playbook chosen and its actions; the subject workbench with the subject chosen; the
// MCP settings with the MCP actions, `mcp:use` fixing the resource to the global `mcp`.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@blueprintjs/core';
import {
  resourcesQuery,
  reviewAccess,
  subjectsQuery,
  type ReviewAnswer,
} from '../../api/services/access-review.ts';
import { FieldsForm } from '../form-kit/FieldsForm.tsx';
import { validateFields, type FieldDef } from '../form-kit/field.ts';
import { StatusTag } from '../status-tag/StatusTag.tsx';
import { useFormState } from '../../lib/form/useFormState.ts';
import { ACCESS_RESULT, accessResult } from '../../lib/vocabulary/access-result.ts';
import { useOrgId } from '../../session/org-context.tsx';

export const CHECK_ACTIONS = [
  'read',
  'create',
  'update',
  'delete',
  'playbook:run',
  'playbook:cancel',
  'playbook:approve',
  'mcp:run',
  'mcp:use',
];
const TYPES = ['playbook', 'view', 'connection', 'global'] as const;
export type CheckType = (typeof TYPES)[number];
export const GLOBAL_OBJECTS = [
  'agent',
  'agent-push',
  'artifact',
  'canaries',
  'catalog',
  'connection',
  'connection-detail',
  'kubernetes-proxy',
  'logs',
  'mcp',
  'notification',
  'playbooks',
  'rbac',
  'topology',
];

export interface AccessCheckValues {
  subject: string;
  action: string;
  resourceType: CheckType;
  resource: string;
}

function checkFields(
  subjects: { id: string; name: string }[],
  resources: { id: string; label: string }[],
  actions: readonly string[],
  type: CheckType,
  types: readonly CheckType[] = TYPES,
): FieldDef[] {
  const subjectName = new Map(subjects.map((s) => [s.id, s.name]));
  const resourceName = new Map(resources.map((r) => [r.id, r.label]));
  return [
    {
      id: 'subject',
      label: 'Subject',
      kind: 'select',
      required: true,
      requiredText: 'Subject is required',
      options: subjects.map((s) => s.id),
      optionLabel: (id) => subjectName.get(id) ?? id,
    },
    {
      id: 'action',
      label: 'Action',
      kind: 'select',
      required: true,
      requiredText: 'Action is required',
      options: actions,
    },
    {
      id: 'resourceType',
      label: 'Resource Type',
      kind: 'select',
      options: types.includes(type) ? types : [...types, type],
    },
    {
      id: 'resource',
      label: 'Resource',
      kind: 'select',
      required: true,
      requiredText: 'Resource is required',
      options: type === 'global' ? GLOBAL_OBJECTS : resources.map((r) => r.id),
      optionLabel: (id) => resourceName.get(id) ?? id,
    },
  ];
}

const REQUIRED_FIELDS = checkFields([], [], CHECK_ACTIONS, 'playbook');
const validateCheck = (v: AccessCheckValues) =>
  validateFields(REQUIRED_FIELDS, (id) => v[id as keyof AccessCheckValues]);

/** A new resource type clears the resource; an action that fixes the resource sets it, and
 * leaving such an action frees it again. */
function checkCascade(props: Pick<AccessCheckProps, 'fixedFor' | 'types'>) {
  return (values: AccessCheckValues, id: string, value: unknown): Partial<AccessCheckValues> => {
    if (id === 'resourceType') return { resource: '' };
    if (id !== 'action') return {};
    const fixed = props.fixedFor?.(value as string) ?? null;
    if (fixed) return fixed;
    return props.fixedFor?.(values.action)
      ? { resourceType: props.types?.[0] ?? 'playbook', resource: '' }
      : {};
  };
}

interface AccessCheckProps {
  initial?: Partial<AccessCheckValues>;
  actions?: readonly string[];
  /** Fixes the resource type (a playbook's dialog). */
  lockType?: boolean;
  /** The resource types offered (default all). */
  types?: readonly CheckType[];
  /** The resource an action fixes (MCP's `mcp:use` on the global `mcp`); null: chosen freely. */
  fixedFor?: (action: string) => { resourceType: CheckType; resource: string } | null;
  /** The form's accessible name (default 'Access check'). */
  label?: string;
}

export function AccessCheckForm(props: AccessCheckProps) {
  const orgId = useOrgId();
  const [answer, setAnswer] = useState<ReviewAnswer | null>(null);
  const form = useFormState<AccessCheckValues>(
    { subject: '', action: '', resourceType: 'playbook', resource: '', ...props.initial },
    validateCheck,
  );
  const type = form.values.resourceType;
  const subjects = useQuery(subjectsQuery(orgId));
  const resources = useQuery({
    ...resourcesQuery(orgId, type === 'global' ? 'playbook' : type),
    enabled: type !== 'global',
  });
  const fields = checkFields(
    subjects.data ?? [],
    (resources.data ?? []).map((r) => ({ id: r.id, label: r.title || r.name })),
    props.actions ?? CHECK_ACTIONS,
    type,
    props.types,
  ).map((f) => {
    const fixed = props.fixedFor?.(form.values.action) ?? null;
    const locked = f.id === 'resourceType' ? props.lockType || fixed : f.id === 'resource' && fixed;
    return locked ? { ...f, disabled: true } : f;
  });
  const check = (v: AccessCheckValues) =>
    reviewAccess(orgId, {
      resource: { [v.resourceType]: v.resource },
      action: v.action,
      subjects: [v.subject],
    }).then(setAnswer);
  const result = answer?.results[0];
  return (
    <FieldsForm
      form={form}
      fields={fields}
      idPrefix="access-check"
      label={props.label ?? 'Access check'}
      layout="stack"
      onSubmit={check}
      cascade={checkCascade(props)}
      errorCallout
    >
      <Button
        type="submit"
        intent="primary"
        text={form.pending ? 'Checking...' : 'Check Access'}
        disabled={form.pending}
      />
      {result && (
        <p className="mcd-access-check-result" role="status">
          Effective access:{' '}
          <StatusTag vocabulary={ACCESS_RESULT} value={accessResult(result.allowed)} withIcon />
          {result.error && <span> {result.error}</span>}
        </p>
      )}
    </FieldsForm>
  );
}
