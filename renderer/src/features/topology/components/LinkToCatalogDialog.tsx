// 'Link to Catalog' (spec 2 §2, §8): search the catalog (at most 50 items), choose one, Link.
// Submit stays disabled until an item is chosen; success reads 'config link successful', a
// failure toasts the backend's message (the organisation's mutation cache does that).
import { useState } from 'react';
import { Button, FormGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import {
  catalogSearchQuery,
  linkComponentToConfig,
  topologyKeys,
} from '../../../api/services/topology.ts';
import type { Component } from '../../../api/services/topology.types.ts';
import { useOrgId } from '../../../app/org-context.tsx';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import { useMutationWithToast } from '../../../lib/query/useMutationWithToast.ts';

/** Remote option lookups wait 500 ms of quiet (spec 2 §9). */
const SEARCH_DEBOUNCE_MS = 500;

export function LinkToCatalogDialog(props: { component: Component; onClose: () => void }) {
  const orgId = useOrgId();
  const [text, setText] = useState('');
  const [configId, setConfigId] = useState<string | undefined>();
  const search = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const results = useQuery({ ...catalogSearchQuery(orgId, search), meta: { persist: false } });
  const link = useMutationWithToast({
    mutationFn: (id: string) => linkComponentToConfig(orgId, props.component.id, id),
    success: 'config link successful',
    invalidate: (client) =>
      client.invalidateQueries({ queryKey: topologyKeys.configs(props.component.id) }),
  });
  const options = (results.data ?? []).map((c) => ({
    value: c.id,
    label: c.name,
    ...(c.type ? { description: c.type } : {}),
  }));
  return (
    <Modal
      isOpen
      size="small"
      title={`Link ${props.component.name} to Catalog`}
      onClose={props.onClose}
      footer={
        <>
          <Button text="Cancel" onClick={props.onClose} />
          <Button
            intent="primary"
            text="Link"
            disabled={!configId}
            loading={link.isPending}
            onClick={() => {
              if (configId) link.mutate(configId, { onSuccess: props.onClose });
            }}
          />
        </>
      }
    >
      <FormGroup label="Catalog item" labelFor="link-catalog-item">
        <Dropdown
          aria-label="Catalog item"
          placeholder="Search the catalog"
          options={options}
          value={configId}
          onChange={setConfigId}
          onQueryChange={setText}
          fill
        />
      </FormGroup>
    </Modal>
  );
}
