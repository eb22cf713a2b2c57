// A rule's dialog (spec 3 §2.9; reference §4.8 N2, N3): a new rule, or one opened through the
// `id` query parameter. Save/Update (and Delete) show only when the rule's source is UI or unset
// and the user may write on notifications; offline they are disabled with the reason.
import { Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import {
  deleteRule,
  invalidateNotifications,
  ruleQuery,
  saveRule,
} from '../../../api/services/notifications.ts';
import type { RuleRow } from '../../../api/services/notifications.types.ts';
import { clearDependents } from '../../../components/form-kit/bind-form.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { QueryDialog } from '../../../components/modal/QueryDialog.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { isEditable, ruleBody, ruleFormValues, type RuleFormValues } from './rule-model.ts';
import { ruleFields, validateRule } from './rule-fields.tsx';

export function RuleDialog(props: { id: string | null; canWrite: boolean; onClose: () => void }) {
  const orgId = useOrgId();
  const { id, onClose } = props;
  const rule = useQuery({ ...ruleQuery(orgId, id ?? ''), enabled: id !== null });
  if (id === null) return <RuleEditor rule={null} canWrite={props.canWrite} onClose={onClose} />;
  if (rule.data)
    return <RuleEditor key={id} rule={rule.data} canWrite={props.canWrite} onClose={onClose} />;
  return (
    <QueryDialog
      size="large"
      title="Notification"
      onClose={onClose}
      query={rule}
      what="notification"
      empty={<Callout intent="warning">No resources found</Callout>}
    />
  );
}

/** Delete of an existing rule: its name in the question and the toast. */
const ruleDeletion = (orgId: string, rule: RuleRow) => ({
  kind: 'notification',
  name: rule.name,
  remove: () => deleteRule(orgId, rule.id),
  invalidate: invalidateNotifications,
});

function RuleEditor(props: { rule: RuleRow | null; canWrite: boolean; onClose: () => void }) {
  const { rule, onClose } = props;
  const orgId = useOrgId();
  const form = useFormState<RuleFormValues>(ruleFormValues(rule), validateRule);
  const writable = props.canWrite && isEditable(rule);
  const fields = ruleFields(form.values.events, {
    person: rule?.person?.name ?? undefined,
    team: rule?.team?.name ?? undefined,
  });
  const save = useMutationWithToast({
    mutationFn: (values: RuleFormValues) => saveRule(orgId, rule?.id ?? null, ruleBody(values)),
    success: rule ? 'Notification updated successfully' : 'Notification added successfully',
    invalidate: invalidateNotifications,
  });
  return (
    <FormDialog
      size="large"
      title={rule ? `Notification ${rule.name}` : 'Add Notification'}
      onClose={onClose}
      form={form}
      // Exactly one recipient: another kind clears the other two.
      cascade={clearDependents(fields)}
      fields={fields}
      idPrefix="rule"
      className="mcd-notification-form"
      writable={writable}
      remove={rule && ruleDeletion(orgId, rule)}
      save={save}
      saveText={rule ? 'Update' : 'Save'}
    >
      {rule && !isEditable(rule) && (
        <Callout intent="primary" className="mcd-rule-source">
          This rule comes from {rule.source} and is edited there, not here.
        </Callout>
      )}
      {rule?.error && (
        <Callout intent="danger" title="Last error" className="mcd-rule-source">
          {rule.error}
        </Callout>
      )}
    </FormDialog>
  );
}
