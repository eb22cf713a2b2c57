// 'Link to Incident' (spec 2 §2): choose an open incident and attach the component to it as
// topology evidence (on its root hypothesis), with an optional description.
import { useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { whoamiQuery } from '../../../api/services/auth.ts';
import {
  attachComponentToIncident,
  openIncidentsQuery,
  topologyKeys,
} from '../../../api/services/topology.ts';
import type { Component } from '../../../api/services/topology.types.ts';
import { useOrgId } from '../../../app/org-context.tsx';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import { useMutationWithToast } from '../../../lib/query/useMutationWithToast.ts';
import { LinkDialog } from './LinkDialog.tsx';
import { LOOKUP_DEBOUNCE_MS } from './LinkToCatalogDialog.tsx';

export function LinkToIncidentDialog(props: { component: Component; onClose: () => void }) {
  const orgId = useOrgId();
  const me = useQuery(whoamiQuery(orgId));
  const [text, setText] = useState('');
  const [incident, setIncident] = useState<string | undefined>();
  const [description, setDescription] = useState('');
  const search = useDebouncedValue(text, LOOKUP_DEBOUNCE_MS);
  const incidents = useQuery({ ...openIncidentsQuery(orgId, search), meta: { persist: false } });
  const attach = useMutationWithToast({
    mutationFn: (id: string) =>
      attachComponentToIncident(orgId, id, props.component.id, description, me.data?.user.id ?? ''),
    success: 'Component linked to the incident',
    invalidate: (client) => client.invalidateQueries({ queryKey: topologyKeys.all }),
  });
  return (
    <LinkDialog
      title={`Link ${props.component.name} to Incident`}
      label="Incident"
      placeholder="Search open incidents"
      options={(incidents.data ?? []).map((i) => ({
        value: i.id,
        label: i.title,
        ...(i.incidentId ? { description: i.incidentId } : {}),
      }))}
      value={incident}
      onChange={setIncident}
      onQueryChange={setText}
      ready={me.data !== undefined}
      pending={attach.isPending}
      onLink={(id) => attach.mutate(id, { onSuccess: props.onClose })}
      onClose={props.onClose}
    >
      <FormGroup label="Description" labelFor="link-incident-description">
        <InputGroup
          id="link-incident-description"
          placeholder="Topology"
          value={description}
          onValueChange={setDescription}
        />
      </FormGroup>
    </LinkDialog>
  );
}
