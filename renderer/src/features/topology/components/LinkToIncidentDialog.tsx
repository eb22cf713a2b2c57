// 'Link to Incident' (spec 2 §2): choose an open incident and attach the component to it as
// topology evidence (on its root hypothesis), with an optional description.
import { useState } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { whoamiQuery } from '../../../api/services/auth.ts';
import { attachComponentToIncident, openIncidentsQuery } from '../../../api/services/topology.ts';
import type { Component } from '../../../api/services/topology.types.ts';
import { useOrgId } from '../../../app/org-context.tsx';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import { useMutationWithToast } from '../../../lib/query/useMutationWithToast.ts';

export function LinkToIncidentDialog(props: { component: Component; onClose: () => void }) {
  const orgId = useOrgId();
  const me = useQuery(whoamiQuery(orgId));
  const [text, setText] = useState('');
  const [incident, setIncident] = useState<string | undefined>();
  const [description, setDescription] = useState('');
  const search = useDebouncedValue(text, 500);
  const incidents = useQuery({ ...openIncidentsQuery(orgId, search), meta: { persist: false } });
  const attach = useMutationWithToast({
    mutationFn: (id: string) =>
      attachComponentToIncident(orgId, id, props.component.id, description, me.data?.user.id ?? ''),
    success: 'Component linked to the incident',
    invalidate: (client) => client.invalidateQueries({ queryKey: ['topology'] }),
  });
  const options = (incidents.data ?? []).map((i) => ({
    value: i.id,
    label: i.title,
    ...(i.incidentId ? { description: i.incidentId } : {}),
  }));
  return (
    <Modal
      isOpen
      size="small"
      title={`Link ${props.component.name} to Incident`}
      onClose={props.onClose}
      footer={
        <>
          <Button text="Cancel" onClick={props.onClose} />
          <Button
            intent="primary"
            text="Link"
            disabled={!incident || !me.data}
            loading={attach.isPending}
            onClick={() => {
              if (incident) attach.mutate(incident, { onSuccess: props.onClose });
            }}
          />
        </>
      }
    >
      <FormGroup label="Incident">
        <Dropdown
          aria-label="Incident"
          placeholder="Search open incidents"
          options={options}
          value={incident}
          onChange={setIncident}
          onQueryChange={setText}
          fill
        />
      </FormGroup>
      <FormGroup label="Description" labelFor="link-incident-description">
        <InputGroup
          id="link-incident-description"
          placeholder="Topology"
          value={description}
          onValueChange={setDescription}
        />
      </FormGroup>
    </Modal>
  );
}
