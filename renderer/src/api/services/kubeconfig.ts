// The per-org kubeconfig kept by main (reference §4.11): status, first download (reused after),
// export to a file, and the explicit regenerate. The file's content never reaches the renderer.
import { queryOptions } from '@tanstack/react-query';
import { invoke } from '../../lib/bridge.ts';

export const kubeconfigKeys = {
  all: ['kubeconfig'] as const,
  status: (orgId: string) => ['kubeconfig', 'status', { orgId }] as const,
};

export function kubeconfigStatusQuery(orgId: string) {
  return queryOptions({
    queryKey: kubeconfigKeys.status(orgId),
    queryFn: () => invoke('kubeconfig:status', { orgId }),
    staleTime: 0,
    retry: false,
  });
}

export const downloadKubeconfig = (orgId: string) => invoke('kubeconfig:download', { orgId });
export const exportKubeconfig = (orgId: string) => invoke('kubeconfig:export', { orgId });
export const regenerateKubeconfig = (orgId: string) => invoke('kubeconfig:regenerate', { orgId });
