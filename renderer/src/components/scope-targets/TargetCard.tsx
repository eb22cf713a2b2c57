// One target of a scope as kit fields (spec 5-access §2.2): Resource Type, 'Match all (wildcard)',
// Name (the type's names from the server; free text for a global target), Agent (not for playbooks
// and views) and Tags (configs and global targets), with its remove button and its message.
import { useState } from 'react';
import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import {
  hasNameSource,
  targetAgentsQuery,
  targetNamesQuery,
} from '../../api/services/scope-targets.ts';
import { useOrgId } from '../../session/org-context.tsx';
import type { DropdownOption } from '../dropdown/dropdown-options.ts';
import { dropdownField } from '../form-kit/dropdown-field.tsx';
import type { FieldDef } from '../form-kit/field.ts';
import { FieldList } from '../form-kit/FieldList.tsx';
import {
  KIND_LABELS,
  TARGET_KINDS,
  isTargetKind,
  isWildcard,
  kindOf,
  selectorOf,
  supportsAgent,
  supportsTags,
  targetError,
  withField,
  withKind,
  withWildcard,
  type ScopeTarget,
  type TargetKind,
} from './scope-targets.ts';
import { TargetTags } from './TargetTags.tsx';

export const GLOBAL_NOTE_TEXT =
  'A global target applies to every resource type: its tags match configs only, and its agent applies to every type except playbooks.';

const AGENT_KINDS = TARGET_KINDS.filter(supportsAgent);
const TAG_KINDS = TARGET_KINDS.filter(supportsTags);

/** The chosen value first when the server's answer lacks it (a name since renamed, say). */
function withCurrent(options: DropdownOption[], current: string | undefined): DropdownOption[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: current }, ...options];
}

/** The name and agent pickers' options, read from the server as the user types. */
function useTargetOptions(kind: TargetKind, name: string | undefined, agent: string | undefined) {
  const orgId = useOrgId();
  const [search, setSearch] = useState('');
  const names = useQuery(targetNamesQuery(orgId, kind, search));
  const agents = useQuery({ ...targetAgentsQuery(orgId), enabled: supportsAgent(kind) });
  const nameOptions = (names.data ?? []).map((row) => ({
    value: row.name,
    label: row.name,
    description: row.namespace,
  }));
  const agentOptions = (agents.data ?? []).map((value) => ({ value, label: value }));
  return {
    names: withCurrent(nameOptions, name),
    agents: withCurrent(agentOptions, agent),
    setSearch,
  };
}

function targetFields(
  kind: TargetKind,
  options: ReturnType<typeof useTargetOptions>,
): readonly FieldDef[] {
  const noWildcard = { id: 'wildcard', values: ['false'] } as const;
  const name: FieldDef = hasNameSource(kind)
    ? dropdownField(
        { id: 'name', label: 'Name', when: noWildcard, wide: false },
        {
          options: options.names,
          placeholder: kind === 'view' ? 'Select a view' : `Select a ${kind}`,
          onQueryChange: options.setSearch,
        },
      )
    : {
        id: 'name',
        label: 'Name',
        kind: 'text',
        when: noWildcard,
        placeholder: 'Name',
        wide: false,
      };
  return [
    {
      id: 'kind',
      label: 'Resource Type',
      kind: 'select',
      options: TARGET_KINDS,
      optionLabel: (value) => (isTargetKind(value) ? KIND_LABELS[value] : value),
    },
    {
      id: 'wildcard',
      label: 'Match all (wildcard)',
      kind: 'toggle',
      wide: false,
      className: 'mcd-scope-target-wildcard',
    },
    name,
    dropdownField(
      {
        id: 'agent',
        label: 'Agent',
        wide: false,
        help: 'Select the agent for this resource',
        when: { id: 'kind', values: AGENT_KINDS },
      },
      { options: options.agents, placeholder: 'Select an agent' },
    ),
    {
      id: 'tags',
      label: 'Tags',
      kind: 'custom',
      wide: true,
      help: 'Resources must match ALL these tags',
      when: { id: 'kind', values: TAG_KINDS },
      render: (input) => (
        <TargetTags
          value={typeof input.value === 'string' ? input.value : ''}
          disabled={input.disabled}
          onChange={input.onChange}
        />
      ),
    },
  ];
}

/** The target as the fields read it; `change` turns a field's new value into the next target. */
function fieldValues(target: ScopeTarget) {
  const selector = selectorOf(target);
  const wildcard = isWildcard(selector);
  return {
    kind: kindOf(target) ?? '',
    wildcard,
    name: wildcard ? '' : (selector.name ?? ''),
    agent: selector.agent ?? '',
    tags: selector.tagSelector ?? '',
  };
}

function change(target: ScopeTarget, id: string, value: unknown): ScopeTarget {
  const text = typeof value === 'string' ? value : '';
  if (id === 'kind') return isTargetKind(text) ? withKind(target, text) : target;
  if (id === 'wildcard') return withWildcard(target, value === true);
  if (id === 'tags') return withField(target, 'tagSelector', text);
  if (id === 'name' || id === 'agent') return withField(target, id, text);
  return target;
}

export function TargetCard(props: {
  index: number;
  target: ScopeTarget;
  idPrefix: string;
  disabled: boolean;
  showErrors: boolean;
  onChange: (target: ScopeTarget) => void;
  onRemove: () => void;
}) {
  const { index, target, disabled } = props;
  const kind = kindOf(target) ?? 'config';
  const selector = selectorOf(target);
  const options = useTargetOptions(kind, selector.name, selector.agent);
  const error = props.showErrors ? targetError(target) : undefined;
  const label = `Target ${index + 1}`;
  return (
    <Card className="mcd-scope-target" compact role="group" aria-label={label}>
      <div className="mcd-scope-target-head">
        <strong>{label}</strong>
        {!disabled && (
          <Button
            icon="trash"
            variant="minimal"
            aria-label={`Remove target ${index + 1}`}
            onClick={props.onRemove}
          />
        )}
      </div>
      {kind === 'global' && (
        <Callout intent={Intent.WARNING} compact className="mcd-scope-target-note">
          {GLOBAL_NOTE_TEXT}
        </Callout>
      )}
      <FieldList
        fields={targetFields(kind, options)}
        idPrefix={`${props.idPrefix}-${index}`}
        values={fieldValues(target)}
        disabled={disabled}
        columns={2}
        onChange={(id, value) => props.onChange(change(target, id, value))}
      />
      {error && (
        <Callout intent={Intent.DANGER} compact role="alert">
          {error}
        </Callout>
      )}
    </Card>
  );
}
