// Bulk run of health checks (spec 4 §2.11): 'Bulk Run' for the roles admin, editor, responder and
// commander (role names, as the console checks them), and the bar of bulk mode: how many are
// selected, Select All / Select None over the filtered checks, Cancel, and Run Selected, which
// runs every selected check at once (one POST each) and says how many went.
import { Button, ButtonGroup } from '@blueprintjs/core';
import type { Intent } from '@blueprintjs/core';
import { healthKeys, runCheck } from '../../../api/services/health.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { showToast } from '../../../components/toaster/toaster.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { canRunCheck, type Subject } from '../../../lib/permissions/permissions.ts';

/** Run Now and Bulk Run: every role but viewer (admin, editor, responder, commander). */
export const mayRunChecks = (subject: Subject | null) => subject !== null && canRunCheck(subject);

/** The toast after a bulk run, from how many checks were triggered and how many failed. */
export function bulkRunToast(ok: number, failed: number): { message: string; intent: Intent } {
  if (failed === 0) return { message: `Successfully triggered ${ok} check(s)`, intent: 'success' };
  if (ok === 0) return { message: `All ${failed} check(s) failed to trigger`, intent: 'danger' };
  return { message: `Triggered ${ok} check(s), ${failed} failed to trigger`, intent: 'warning' };
}

async function runAll(orgId: string, ids: readonly string[]) {
  const results = await Promise.allSettled(ids.map((id) => runCheck(orgId, id)));
  const ok = results.filter((r) => r.status === 'fulfilled').length;
  return { ok, failed: results.length - ok };
}

/** Runs the checks in parallel, toasts the outcome, and ends bulk mode. */
export function useBulkRun(onDone: () => void) {
  const orgId = useOrgId();
  const run = useMutationWithToast({
    mutationFn: (ids: readonly string[]) => runAll(orgId, ids),
    invalidate: (client) => client.invalidateQueries({ queryKey: healthKeys.summary() }),
  });
  return {
    running: run.isPending,
    run: (ids: readonly string[]) =>
      run.mutate(ids, {
        onSuccess: ({ ok, failed }) => {
          const toast = bulkRunToast(ok, failed);
          void showToast(toast.message, toast.intent);
          onDone();
        },
      }),
  };
}

export function BulkRunBar(props: {
  count: number;
  running: boolean;
  onSelectAll: () => void;
  onSelectNone: () => void;
  onCancel: () => void;
  onRun: () => void;
}) {
  const { count, running } = props;
  return (
    <div className="mc-health-bulk-bar" role="toolbar" aria-label="Bulk run">
      <span className="mc-health-bulk-count">{count} selected</span>
      <ButtonGroup variant="minimal">
        <Button text="Select All" onClick={props.onSelectAll} disabled={running} />
        <Button text="Select None" onClick={props.onSelectNone} disabled={running} />
      </ButtonGroup>
      <span className="mc-health-bulk-spacer" />
      <Button text="Cancel" onClick={props.onCancel} disabled={running} />
      <GuardedButton
        intent="primary"
        icon="play"
        text={`Run Selected (${count})`}
        disabled={count === 0 || running}
        pending={running}
        guard={{
          action: 'run-now',
          target: `${count} check(s)`,
          question: `Run the ${count} check(s) selected now?`,
        }}
        onClick={props.onRun}
      />
    </div>
  );
}
