// "Notify when a check turns unhealthy": how often main polls this organisation's checks (off, 1,
// 5 or 15 minutes), saved at once with the organisation, and "Check now". In browser mode the
// first choice other than Off asks for the browser's permission to notify (a user gesture, as
// browsers require); Electron notifies natively and needs none.
import { Button, HTMLSelect } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import {
  HEALTH_WATCH_INTERVALS,
  HealthWatchIntervalSchema,
  type HealthWatchInterval,
} from '../../../../../preload/contract/health-watch.ts';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { pollHealthNow } from '../../../api/services/health-watch.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { SavedSetting } from '../../../components/form-kit/SavedSetting.tsx';
import { useOrgSetting } from '../hooks/useOrgSetting.ts';
import { NotificationRulesSetting } from './NotificationRulesSetting.tsx';

export const INTERVAL_LABELS: Record<HealthWatchInterval, string> = {
  0: 'Off',
  1: 'Every minute',
  5: 'Every 5 minutes',
  15: 'Every 15 minutes',
};

/** Browser mode's permission to notify (Electron notifies natively): null when none is asked. */
const browserPermission = () =>
  window.desktop || typeof Notification === 'undefined' ? null : Notification.permission;

/** Browser mode: ask once, from the user's own choice, whether this page may notify. */
function askToNotify(): void {
  if (browserPermission() === 'default') void Notification.requestPermission();
}

const permissionNote = () =>
  browserPermission() === 'denied'
    ? ' This browser blocks notifications from this page; they show inside the app only.'
    : null;

export function HealthWatchSetting(props: { org: Org }) {
  const { org } = props;
  const save = useOrgSetting(org, 'healthWatchMinutes');
  const check = useMutation({ mutationFn: () => pollHealthNow(org.id) }, appQueryClient);
  const minutes = save.variables ?? org.healthWatchMinutes ?? 0;
  const checkedText = check.isError
    ? `Not checked: ${check.error.message}`
    : check.data
      ? !check.data.polled
        ? ' Could not check now: the organisation is signed out or cannot be reached.'
        : check.data.baseline
          ? ' Checked: current health recorded.'
          : check.data.notified === 0
            ? ' Checked: no check turned unhealthy.'
            : ` Checked: ${check.data.notified} notification${check.data.notified === 1 ? '' : 's'}.`
      : '';
  return (
    <section className="mcd-health-watch-setting" aria-label="Health notifications">
      <SavedSetting
        label="Notify when a check turns unhealthy"
        labelFor="health-watch-interval"
        help={`Checks are read at this interval while you are signed in; checks already unhealthy when it starts do not notify.${permissionNote() ?? ''}${checkedText}`}
        save={save}
        failed={check.isError}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <HTMLSelect
            id="health-watch-interval"
            value={minutes}
            disabled={save.isPending}
            onChange={(event) => {
              const picked = HealthWatchIntervalSchema.safeParse(Number(event.currentTarget.value));
              if (!picked.success) return;
              if (picked.data > 0) askToNotify();
              save.mutate(picked.data);
            }}
            options={HEALTH_WATCH_INTERVALS.map((value) => ({
              value,
              label: INTERVAL_LABELS[value],
            }))}
          />
          <Button
            text="Check now"
            loading={check.isPending}
            disabled={minutes === 0 || save.isPending}
            onClick={() => check.mutate()}
          />
        </div>
      </SavedSetting>
      <NotificationRulesSetting org={org} />
    </section>
  );
}
