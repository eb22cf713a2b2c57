// The organisation's notification-centre rules (issue 36 item 2), beside the health-watch
// interval and saved at once like it: which kinds notify (checks, incidents, approvals waiting,
// failed playbook runs, critical insights), the incident severity floor, quiet hours
// (local time; entries are still recorded in the history, only the OS notification / toast is held
// back) and OS notifications on or off.
import { Checkbox, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import {
  DEFAULT_NOTIFICATION_RULES,
  SEVERITIES,
  SeveritySchema,
  type NotificationKind,
  type NotificationRules,
} from '../../../../../preload/contract/notification-rules.ts';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { useOrgSetting } from '../hooks/useOrgSetting.ts';

const SEVERITY_LABELS: Record<(typeof SEVERITIES)[number], string> = {
  info: 'Info',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  blocker: 'Blocker',
  critical: 'Critical',
};
/** The kinds with a plain checkbox (incidents have theirs beside the severity floor). */
const KIND_LABELS = {
  check: 'Checks turning unhealthy',
  approval: 'Approvals waiting for me',
  playbookFailed: 'Failed playbook runs',
  insight: 'New critical insights',
} as const satisfies Partial<Record<NotificationKind, string>>;

function KindCheckbox(props: {
  kind: keyof typeof KIND_LABELS;
  rules: NotificationRules;
  change: (patch: Partial<NotificationRules>) => void;
}) {
  const { kind, rules, change } = props;
  return (
    <Checkbox
      label={KIND_LABELS[kind]}
      checked={rules.kinds[kind]}
      onChange={(event) =>
        change({ kinds: { ...rules.kinds, [kind]: event.currentTarget.checked } })
      }
    />
  );
}

const DEFAULT_QUIET = { from: '22:00', to: '07:00' };
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Why a quiet-hours pair cannot be saved; null when it can. */
export function quietHoursError(quiet: { from: string; to: string }): string | null {
  if (!TIME.test(quiet.from) || !TIME.test(quiet.to)) return 'Enter times like 22:00.';
  if (quiet.from === quiet.to) return 'Quiet hours need different start and end times.';
  return null;
}

function QuietHoursRow(props: {
  on: boolean;
  draft: { from: string; to: string };
  onEdit: (next: { from: string; to: string }) => void;
  onOff: () => void;
}) {
  const { on, draft, onEdit, onOff } = props;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8 }}>
      <Checkbox
        label="Quiet hours from"
        checked={on}
        style={{ marginBottom: 0 }}
        onChange={(event) => (event.currentTarget.checked ? onEdit(draft) : onOff())}
      />
      <InputGroup
        type="time"
        aria-label="Quiet hours start"
        value={draft.from}
        disabled={!on}
        onValueChange={(from) => onEdit({ ...draft, from })}
        style={{ width: 110 }}
      />
      <span>to</span>
      <InputGroup
        type="time"
        aria-label="Quiet hours end"
        value={draft.to}
        disabled={!on}
        onValueChange={(to) => onEdit({ ...draft, to })}
        style={{ width: 110 }}
      />
    </div>
  );
}

export function NotificationRulesSetting(props: { org: Org }) {
  const { org } = props;
  const save = useOrgSetting(org, 'notificationRules');
  const rules = save.variables ?? org.notificationRules ?? DEFAULT_NOTIFICATION_RULES;
  const [quietDraft, setQuietDraft] = useState(rules.quietHours ?? DEFAULT_QUIET);
  const quietError = rules.quietHours ? quietHoursError(quietDraft) : null;
  const change = (patch: Partial<NotificationRules>) => save.mutate({ ...rules, ...patch });
  const editQuiet = (next: { from: string; to: string }) => {
    setQuietDraft(next);
    if (quietHoursError(next) === null) change({ quietHours: next });
  };
  return (
    <FormGroup
      label="Notification centre"
      helperText={
        save.isError
          ? `Not saved: ${save.error.message}`
          : (quietError ??
            'Every notification is kept for 7 days in the bell at the top; during quiet hours it is kept without an OS notification.')
      }
      intent={save.isError || quietError ? 'danger' : 'none'}
      className="mcd-notification-rules"
    >
      <KindCheckbox kind="check" rules={rules} change={change} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Checkbox
          label="New incidents at or above"
          checked={rules.kinds.incident}
          style={{ marginBottom: 0 }}
          onChange={(event) =>
            change({ kinds: { ...rules.kinds, incident: event.currentTarget.checked } })
          }
        />
        <HTMLSelect
          aria-label="Incident severity floor"
          value={rules.severityFloor}
          disabled={!rules.kinds.incident}
          onChange={(event) => {
            const picked = SeveritySchema.safeParse(event.currentTarget.value);
            if (picked.success) change({ severityFloor: picked.data });
          }}
          options={SEVERITIES.map((value) => ({ value, label: SEVERITY_LABELS[value] }))}
        />
      </div>
      <KindCheckbox kind="approval" rules={rules} change={change} />
      <KindCheckbox kind="playbookFailed" rules={rules} change={change} />
      <KindCheckbox kind="insight" rules={rules} change={change} />
      <QuietHoursRow
        on={rules.quietHours !== null}
        draft={quietDraft}
        onEdit={editQuiet}
        onOff={() => change({ quietHours: null })}
      />
      <Switch
        label="Show OS notifications"
        checked={rules.osNotifications}
        style={{ marginTop: 8 }}
        onChange={(event) => change({ osNotifications: event.currentTarget.checked })}
      />
    </FormGroup>
  );
}
