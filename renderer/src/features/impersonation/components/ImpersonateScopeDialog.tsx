// 'Impersonate Scope' (spec 5-access §2.3): 'Existing Scopes' chosen in a multi-select
// (`namespace/name`), or 'Custom Targets' written with the scope form's target editor
// (components/scope-targets/). Apply makes the organisation's every request carry them, Reset ends
// the impersonation.
import { Callout, Classes, SegmentedControl, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  impersonationOf,
  setImpersonation,
  type Impersonation,
} from '../../../api/http/scope-impersonation.ts';
import { impersonationScopesQuery, type ScopeOption } from '../../../api/services/impersonation.ts';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import {
  asTargets,
  cleanTargets,
  newTarget,
  targetsError,
  type ScopeTarget,
} from '../../../components/scope-targets/scope-targets.ts';
import { ScopeTargetsEditor } from '../../../components/scope-targets/ScopeTargetsEditor.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import {
  activeText,
  payloadOfScopes,
  payloadOfTargets,
  scopeLabel,
} from '../impersonation-model.ts';

interface Values {
  scopeIds: string[];
  /** The custom targets being written. */
  targets: ScopeTarget[];
}

function scopeField(scopes: readonly ScopeOption[], pending: boolean): FieldDef {
  const byId = new Map(scopes.map((s) => [s.id, s]));
  return {
    id: 'scopeIds',
    label: 'Scopes',
    kind: 'multiSelect',
    placeholder: pending ? 'Loading scopes...' : 'Select scopes...',
    options: scopes.map((s) => s.id),
    optionLabel: (id) => {
      const scope = byId.get(id);
      return scope ? scopeLabel(scope) : id;
    },
    disabled: pending,
  };
}

type Mode = Impersonation['mode'];

function ExistingScopesNote(props: {
  scopes: { isPending: boolean; isSuccess: boolean; error: Error | null };
  empty: boolean;
}) {
  const { scopes } = props;
  return (
    <>
      <p>Select existing scopes to impersonate.</p>
      {scopes.isPending && <Spinner size={16} aria-label="Loading scopes" />}
      {scopes.error && <QueryError error={scopes.error} what="scopes" />}
      {scopes.isSuccess && props.empty && (
        <p className={Classes.TEXT_MUTED}>No scopes are defined in this organisation.</p>
      )}
    </>
  );
}

/** 'Custom Targets': the scope form's editor; `problem` once Apply was tried with one. */
function CustomTargets(props: {
  targets: ScopeTarget[];
  onChange: (targets: ScopeTarget[]) => void;
  problem: string | undefined;
}) {
  return (
    <>
      <p>Define custom targets to impersonate.</p>
      <ScopeTargetsEditor
        value={props.targets}
        onChange={props.onChange}
        showErrors={props.problem !== undefined}
        idPrefix="impersonate-target"
      />
      {props.problem && (
        <Callout intent="danger" compact>
          {props.problem}
        </Callout>
      )}
    </>
  );
}

export function ImpersonateScopeDialog(props: { orgId: string; onClose: () => void }) {
  const { orgId, onClose } = props;
  const active = impersonationOf(orgId);
  const scopes = useQuery({ ...impersonationScopesQuery(orgId), meta: { silentErrors: true } });
  const form = useFormState<Values>({
    scopeIds: active?.mode === 'scopes' ? active.scopeIds : [],
    targets: active?.mode === 'targets' ? asTargets(active.targets) : [newTarget()],
  });
  const [mode, setMode] = useState<Mode>(active?.mode ?? 'scopes');
  const written = cleanTargets(form.values.targets);
  const problem = targetsError(written);
  const rows = useMemo(() => scopes.data ?? [], [scopes.data]);
  const fields = useMemo(
    () => (mode === 'scopes' ? [scopeField(rows, scopes.isPending)] : []),
    [mode, rows, scopes.isPending],
  );
  const apply = (values: Values) => {
    if (mode === 'targets') {
      if (problem) return;
      const payload = payloadOfTargets(written);
      setImpersonation(orgId, { mode: 'targets', scopeIds: [], payload, targets: written });
    } else {
      const chosen = rows.filter((s) => values.scopeIds.includes(s.id));
      setImpersonation(orgId, {
        mode: 'scopes',
        scopeIds: chosen.map((s) => s.id),
        payload: payloadOfScopes(chosen),
      });
    }
    onClose();
  };
  const reset = () => {
    setImpersonation(orgId, null);
    onClose();
  };
  return (
    <FormDialog
      title="Impersonate Scope"
      size={mode === 'targets' ? 'medium' : 'small'}
      writable
      form={form}
      save={apply}
      saveText="Apply"
      saveDisabled={mode === 'scopes' && form.values.scopeIds.length === 0}
      cancelText="Reset"
      onCancel={reset}
      onClose={onClose}
      fields={fields}
      idPrefix="impersonate"
      layout="stack"
      disabled={false}
    >
      {active && (
        <Callout intent="warning" compact icon="eye-open">
          {activeText(active)}
        </Callout>
      )}
      <SegmentedControl
        aria-label="What to impersonate"
        size="small"
        value={mode}
        onValueChange={(value) => setMode(value as Mode)}
        options={[
          { label: 'Existing Scopes', value: 'scopes' },
          { label: 'Custom Targets', value: 'targets' },
        ]}
      />
      {mode === 'scopes' ? (
        <ExistingScopesNote scopes={scopes} empty={rows.length === 0} />
      ) : (
        <CustomTargets
          targets={form.values.targets}
          onChange={(targets) => form.set('targets', targets)}
          // Once Apply was tried.
          problem={form.submitted ? problem : undefined}
        />
      )}
    </FormDialog>
  );
}
