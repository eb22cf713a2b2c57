// 'Link to Catalog' (spec 2 §2, §8): search the catalog (at most 50 items), choose one, Link.
// Submit stays disabled until an item is chosen; success reads 'config link successful', a
// failure toasts the backend's message (the organisation's mutation cache does that).
import {
  catalogSearchQuery,
  linkComponentToConfig,
  topologyKeys,
} from '../../../api/services/topology.ts';
import type { Component } from '../../../api/services/topology.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { LinkDialog } from '../../../components/link-dialog/LinkDialog.tsx';

export function LinkToCatalogDialog(props: { component: Component; onClose: () => void }) {
  const orgId = useOrgId();
  const link = useMutationWithToast({
    mutationFn: (id: string) => linkComponentToConfig(orgId, props.component.id, id),
    success: 'config link successful',
    invalidate: (client) =>
      client.invalidateQueries({ queryKey: topologyKeys.configs(props.component.id) }),
  });
  return (
    <LinkDialog
      title={`Link ${props.component.name} to Catalog`}
      label="Catalog item"
      placeholder="Search the catalog"
      lookup={catalogSearchQuery}
      option={(c) => ({ value: c.id, label: c.name, ...(c.type ? { description: c.type } : {}) })}
      pending={link.isPending}
      onLink={(id) => link.mutate(id, { onSuccess: props.onClose })}
      onClose={props.onClose}
    />
  );
}
