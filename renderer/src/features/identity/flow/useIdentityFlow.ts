// One identity flow on screen: starts it through main, submits the form's values, and keeps the
// step main answered (a flow to show, signed in, home, an error). Main resolves every error of
// spec 3 §8 into one of these.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { IdentityStep } from '../../../../../preload/contract/identity.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useRunning } from '../../../lib/hooks/useRunning.ts';
import { startFlow, submitFlow, type StartRequest } from '../identity-api.ts';
import type { FormValues } from './flow-nodes.ts';

export interface IdentityFlowState {
  step: IdentityStep | null;
  /** The last start or submit failed before main could answer with a step (offline, refused). */
  failure: string | null;
  busy: boolean;
  /** Changes with every step main answers: the form remounts (fresh values, new messages). */
  stepKey: string;
  submit: (values: FormValues) => void;
  /** Starts the initial flow again. */
  restart: () => void;
}

interface Local {
  key: string;
  step: IdentityStep | null;
  serial: number;
  failure: string | null;
}

export function useIdentityFlow(
  orgId: string,
  initial: StartRequest,
  /** Each step main answers, with `restart` at hand (a finished settings flow opens anew). */
  onStep?: (step: IdentityStep, restart: () => void) => void,
  /** Changing it starts the initial flow again, as `restart` does. */
  restartKey = 0,
): IdentityFlowState {
  const onStepRef = useLatest(onStep);
  const [attempt, setAttempt] = useState(0);
  const restart = () => setAttempt((n) => n + 1);
  const startKey = JSON.stringify([orgId, initial, restartKey, attempt]);
  const started = useQuery(
    {
      queryKey: ['identity', 'start', startKey],
      queryFn: async () => {
        const step = await startFlow(orgId, initial);
        onStepRef.current?.(step, restart);
        return step;
      },
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    appQueryClient,
  );
  const [local, setLocal] = useState<Local | null>(null);
  const submitting = useRunning();
  const mine = local?.key === startKey ? local : null;
  const step = mine ? mine.step : (started.data ?? null);
  const failure = mine ? mine.failure : started.isError ? started.error.message : null;

  return {
    step,
    failure,
    busy: started.isFetching || submitting.running,
    stepKey: `${startKey}#${mine?.serial ?? 0}`,
    restart,
    submit: (values) => {
      if (step?.type !== 'flow') return;
      const { kind, id } = step.flow;
      const serial = (mine?.serial ?? 0) + 1;
      submitting.run(() =>
        submitFlow(orgId, kind, id, values)
          .then((next) => {
            setLocal({ key: startKey, step: next, serial, failure: null });
            onStepRef.current?.(next, restart);
          })
          .catch((error: unknown) =>
            setLocal({
              key: startKey,
              step,
              serial,
              failure: error instanceof Error ? error.message : String(error),
            }),
          ),
      );
    },
  };
}

/** The latest value, for callbacks that must not restart the flow when they change. */
function useLatest<T>(value: T): { current: T } {
  const [ref] = useState(() => ({ current: value }));
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
