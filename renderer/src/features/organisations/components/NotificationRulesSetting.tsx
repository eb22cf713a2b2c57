// The organisation's notification-centre rules (issue 36 item 2), beside the health-watch
// interval and saved at once like it: which kinds notify (checks, incidents, approvals waiting,
// failed playbook runs, critical insights), the incident severity floor, quiet hours
// (local time; entries are still recorded in the history, only the OS notification / toast is held
// back) and OS notifications on or off. The inputs are form kit fields over the rules; a change
// saves, except quiet hours, kept here until both times make a valid pair.
import { useState } from 'react';
import {
  DEFAULT_NOTIFICATION_RULES,
  SEVERITIES,
  NotificationRulesSchema,
  type NotificationKind,
  type NotificationRules,
} from '../../../../../preload/contract/notification-rules.ts';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { FieldList } from '../../../components/form-kit/FieldList.tsx';
import { SavedSetting } from '../../../components/form-kit/SavedSetting.tsx';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { choice, flag, text } from '../../../components/form-kit/field-builders.ts';
import { titleCase } from '../../../lib/text/title-case.ts';
import { useOrgSetting } from '../hooks/useOrgSetting.ts';

const KIND_LABELS = {
  check: 'Checks turning unhealthy',
  incident: 'New incidents at or above',
  approval: 'Approvals waiting for me',
  playbookFailed: 'Failed playbook runs',
  insight: 'New critical insights',
} as const satisfies Partial<Record<NotificationKind, string>>;
type Kind = keyof typeof KIND_LABELS;
const isKind = (id: string): id is Kind => Object.hasOwn(KIND_LABELS, id);

type Quiet = { from: string; to: string };
const DEFAULT_QUIET: Quiet = { from: '22:00', to: '07:00' };
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Why a quiet-hours pair cannot be saved; null when it can. */
export function quietHoursError(quiet: Quiet): string | null {
  if (!TIME.test(quiet.from) || !TIME.test(quiet.to)) return 'Enter times like 22:00.';
  if (quiet.from === quiet.to) return 'Quiet hours need different start and end times.';
  return null;
}

const time = (id: keyof Quiet, label: string, off: boolean) =>
  text(id, label, { inputType: 'time', disabled: off });

function ruleFields(rules: NotificationRules): FieldDef[] {
  const kind = (id: Kind) => flag(id, KIND_LABELS[id]);
  return [
    kind('check'),
    kind('incident'),
    choice('severityFloor', 'Incident severity floor', SEVERITIES, {
      optionLabel: titleCase,
      disabled: !rules.kinds.incident,
    }),
    kind('approval'),
    kind('playbookFailed'),
    kind('insight'),
    flag('quiet', 'Quiet hours'),
    time('from', 'Quiet hours start', rules.quietHours === null),
    time('to', 'Quiet hours end', rules.quietHours === null),
    flag('osNotifications', 'Show OS notifications'),
  ];
}

export function NotificationRulesSetting(props: { org: Org }) {
  const { org } = props;
  const save = useOrgSetting(org, 'notificationRules');
  const rules = save.variables ?? org.notificationRules ?? DEFAULT_NOTIFICATION_RULES;
  const [quietDraft, setQuietDraft] = useState(rules.quietHours ?? DEFAULT_QUIET);
  const quietError = rules.quietHours ? quietHoursError(quietDraft) : null;
  /** Quiet hours on with `next` (saved once it is a valid pair), or off (null). */
  const editQuiet = (next: Quiet | null) => {
    if (next) setQuietDraft(next);
    if (!next || quietHoursError(next) === null) save.mutate({ ...rules, quietHours: next });
  };
  const onChange = (id: string, value: unknown) => {
    if (id === 'quiet') editQuiet(value === true ? quietDraft : null);
    else if (id === 'from' || id === 'to') editQuiet({ ...quietDraft, [id]: String(value) });
    else {
      // A kind's switch, the severity floor or OS notifications: saved when the rules still parse.
      const patch = isKind(id) ? { kinds: { ...rules.kinds, [id]: value } } : { [id]: value };
      const next = NotificationRulesSchema.safeParse({ ...rules, ...patch });
      if (next.success) save.mutate(next.data);
    }
  };
  return (
    <SavedSetting
      label="Notification centre"
      help="Every notification is kept for 7 days in the bell at the top; during quiet hours it is kept without an OS notification."
      save={save}
      error={quietError}
      className="mcd-notification-rules"
    >
      <FieldList
        fields={ruleFields(rules)}
        values={{
          ...rules.kinds,
          severityFloor: rules.severityFloor,
          quiet: rules.quietHours !== null,
          ...quietDraft,
          osNotifications: rules.osNotifications,
        }}
        idPrefix="notification-rules"
        layout="stack"
        onChange={onChange}
      />
    </SavedSetting>
  );
}
