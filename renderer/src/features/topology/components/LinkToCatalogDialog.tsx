// 'Link to Catalog' (spec 2 §2, §8): search the catalog (at most 50 items), choose one, Link.
// Submit stays disabled until an item is chosen; success reads 'config link successful', a
// failure toasts the backend's message (the organisation's mutation cache does that).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  catalogSearchQuery,
  linkComponentToConfig,
  topologyKeys,
} from '../../../api/services/topology.ts';
import type { Component } from '../../../api/services/topology.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { LinkDialog } from '../../../components/link-dialog/LinkDialog.tsx';

/** Remote option lookups wait 500 ms of quiet (spec 2 §9). */
export const LOOKUP_DEBOUNCE_MS = 500;

export function LinkToCatalogDialog(props: { component: Component; onClose: () => void }) {
  const orgId = useOrgId();
  const [text, setText] = useState('');
  const [configId, setConfigId] = useState<string | undefined>();
  const search = useDebouncedValue(text, LOOKUP_DEBOUNCE_MS);
  const results = useQuery({ ...catalogSearchQuery(orgId, search), meta: { persist: false } });
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
      options={(results.data ?? []).map((c) => ({
        value: c.id,
        label: c.name,
        ...(c.type ? { description: c.type } : {}),
      }))}
      value={configId}
      onChange={setConfigId}
      onQueryChange={setText}
      pending={link.isPending}
      onLink={(id) => link.mutate(id, { onSuccess: props.onClose })}
      onClose={props.onClose}
    />
  );
}
