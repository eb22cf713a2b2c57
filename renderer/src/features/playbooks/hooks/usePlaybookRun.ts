// A run as its page follows it (spec 3 §4, §9): the run polled every 2 s and its actions with it
// until the run is final (then once more, so the last action's end shows); the selected action
// polled every 1 s until it is final.
import { useQuery } from '@tanstack/react-query';
import {
  ACTION_POLL_MS,
  FINAL_ACTION_STATUSES,
  FINAL_RUN_STATUSES,
  RUN_POLL_MS,
  playbookRunQuery,
  runActionQuery,
  runActionsQuery,
} from '../../../api/services/playbook-runs.ts';
import type { RunAction } from '../../../api/services/playbook-runs.types.ts';

const runIsFinal = (status: string | undefined) =>
  status !== undefined && FINAL_RUN_STATUSES.includes(status);
const actionIsFinal = (status: string | undefined) =>
  status !== undefined && FINAL_ACTION_STATUSES.includes(status);

export function usePlaybookRun(orgId: string, runId: string) {
  const detail = useQuery({
    ...playbookRunQuery(orgId, runId),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data === null) return false;
      return runIsFinal(data?.run.status) ? false : RUN_POLL_MS;
    },
  });
  const runStatus = detail.data?.run.status;
  const actions = useQuery({
    ...runActionsQuery(orgId, runId),
    enabled: detail.data !== null && detail.data !== undefined,
    refetchInterval: (query) => {
      const settled = (query.state.data ?? []).every((a) => actionIsFinal(a.status));
      return runIsFinal(runStatus) && settled ? false : RUN_POLL_MS;
    },
  });
  return { detail, actions };
}

/** The selected action's detail (P12), polled every second until it is final. */
export function useRunAction(orgId: string, action: RunAction | null) {
  const id = action?.id ?? '';
  return useQuery({
    ...runActionQuery(orgId, id),
    enabled: action !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status ?? action?.status;
      return actionIsFinal(status) ? false : ACTION_POLL_MS;
    },
  });
}
