// The identity flows through main (preload/contract/identity.ts): main talks to the organisation's
// identity service and keeps its session; the renderer only sees flows and sends form values.
import type { IdentityFlowKind } from '../../../../preload/contract/identity.ts';
import { invoke } from '../../lib/bridge.ts';
import type { FormValues } from './flow/flow-nodes.ts';

export const identityKeys = {
  detect: (orgId: string) => ['identity', 'detect', { orgId }] as const,
  flowError: (orgId: string, id: string) => ['identity', 'flow-error', { orgId, id }] as const,
};

export interface StartRequest {
  kind: IdentityFlowKind;
  refresh?: boolean;
  aal?: 'aal1' | 'aal2';
  returnTo?: string;
  /** Registration: the invitation it completes. */
  invite?: string;
}

/** Whether the organisation runs the built-in identity (asked once in five minutes). */
export const identityQuery = (orgId: string) => ({
  queryKey: identityKeys.detect(orgId),
  queryFn: () => invoke('identity:detect', { orgId }),
  retry: false,
  staleTime: 5 * 60_000,
});
export const startFlow = (orgId: string, request: StartRequest) =>
  invoke('identity:start', { orgId, ...request });
export const submitFlow = (
  orgId: string,
  kind: IdentityFlowKind,
  flowId: string,
  values: FormValues,
) => invoke('identity:submit', { orgId, kind, flowId, values });
export const fetchFlowError = (orgId: string, id: string) =>
  invoke('identity:flowError', { orgId, id });
