// 'Impersonate Scope' (spec 5-access §2.3): existing scopes chosen in a multi-select (`namespace/name`);
// Apply makes the organisation's every request carry them, Reset ends the impersonation. The
// 'Custom Targets' mode waits for the shared target editor (components/scope-targets/).
import { Callout, Classes, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { impersonationOf, setImpersonation } from '../../../api/http/scope-impersonation.ts';
import { impersonationScopesQuery, type ScopeOption } from '../../../api/services/impersonation.ts';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { activeText, payloadOfScopes, scopeLabel } from '../impersonation-model.ts';

interface Values {
  scopeIds: string[];
}

const noErrors = () => ({});

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

export function ImpersonateScopeDialog(props: { orgId: string; onClose: () => void }) {
  const { orgId, onClose } = props;
  const active = impersonationOf(orgId);
  const scopes = useQuery({ ...impersonationScopesQuery(orgId), meta: { silentErrors: true } });
  const form = useFormState<Values>(
    { scopeIds: active?.mode === 'scopes' ? active.scopeIds : [] },
    noErrors,
  );
  const rows = useMemo(() => scopes.data ?? [], [scopes.data]);
  const fields = useMemo(() => [scopeField(rows, scopes.isPending)], [rows, scopes.isPending]);
  const apply = (values: Values) => {
    const chosen = rows.filter((s) => values.scopeIds.includes(s.id));
    setImpersonation(orgId, {
      mode: 'scopes',
      scopeIds: chosen.map((s) => s.id),
      payload: payloadOfScopes(chosen),
    });
    onClose();
  };
  const reset = () => {
    setImpersonation(orgId, null);
    onClose();
  };
  return (
    <FormDialog
      title="Impersonate Scope"
      size="small"
      writable
      form={form}
      save={apply}
      saveText="Apply"
      saveDisabled={form.values.scopeIds.length === 0}
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
      <p>Select existing scopes to impersonate.</p>
      {scopes.isPending && <Spinner size={16} aria-label="Loading scopes" />}
      {scopes.error && <QueryError error={scopes.error} what="scopes" />}
      {scopes.isSuccess && rows.length === 0 && (
        <p className={Classes.TEXT_MUTED}>No scopes are defined in this organisation.</p>
      )}
    </FormDialog>
  );
}
