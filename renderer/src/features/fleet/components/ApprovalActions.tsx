// Approve and Reject on a playbook run waiting for approval, in the run's own organisation (P13:
// approve; reject cancels the run). Shown only where the user may write playbooks there; disabled
// with the reason while that organisation is offline. The write goes through that organisation's
// QueryClient, so a failure is toasted once by its mutation cache, and its inbox row is re-read.
import { Button } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { approveRun, cancelRun } from '../../../api/services/playbook-runs.ts';
import { OFFLINE_ACTION_REASON } from '../../../session/offline/hooks.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { queryClientFor } from '../../../session/org-context.tsx';
import { DisabledReason } from '../../../components/action/GuardedButton.tsx';
import { showToast } from '../../../components/toaster/toaster.ts';
import { fleetReadKey } from '../fleet-feeds.ts';

const DECISIONS = [
  { approve: true, text: 'Approve', icon: 'endorsed', intent: 'success' },
  { approve: false, text: 'Reject', icon: 'disable', intent: 'none' },
] as const;

export function ApprovalActions(props: {
  orgId: string;
  runId: string;
  title: string;
  offline: boolean;
}) {
  const { orgId, runId, title, offline } = props;
  const client = queryClientFor(orgId);
  const decide = useMutation(
    {
      mutationFn: (approve: boolean) =>
        approve ? approveRun(orgId, runId) : cancelRun(orgId, runId),
      onSuccess: async (_result, approve) => {
        void showToast(approve ? 'Playbook run approved' : 'Playbook run rejected', 'success');
        await appQueryClient.invalidateQueries({ queryKey: fleetReadKey(orgId) });
      },
    },
    client,
  );
  return (
    <DisabledReason reason={offline ? OFFLINE_ACTION_REASON : null} offline>
      <span className="mc-fleet-actions" onClick={(event) => event.stopPropagation()}>
        {DECISIONS.map(({ approve, text, icon, intent }) => (
          <Button
            key={text}
            size="small"
            icon={icon}
            intent={intent}
            text={text}
            aria-label={`${text} ${title}`}
            disabled={offline || decide.isPending}
            onClick={() => decide.mutate(approve)}
          />
        ))}
      </span>
    </DisabledReason>
  );
}
