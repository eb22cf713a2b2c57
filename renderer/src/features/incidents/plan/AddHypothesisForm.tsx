// The inline form that adds a child hypothesis (a factor under the root, a solution under a
// factor); new hypotheses start as Possible (spec 2 §4).
import { useState } from 'react';
import { Button, InputGroup } from '@blueprintjs/core';
import { createHypothesis } from '../../../api/services/incident-hypotheses.ts';
import type { HypothesisType } from '../../../api/services/incidents.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { typeLabel } from './hypothesis-tree.ts';
import { useCurrentUserId } from '../../../components/action/write-access.ts';
import { useIncidentWrite } from '../detail/useIncidentWrites.ts';

export function AddHypothesisForm(props: {
  incidentId: string;
  parentId: string | null;
  type: HypothesisType;
  onDone: () => void;
}) {
  const orgId = useOrgId();
  const me = useCurrentUserId();
  const [title, setTitle] = useState('');
  const create = useIncidentWrite({
    mutationFn: (text: string) =>
      createHypothesis(orgId, {
        incident_id: props.incidentId,
        parent_id: props.parentId,
        type: props.type,
        title: text,
        status: 'possible',
        created_by: me ?? '',
      }),
  });
  const label = typeLabel(props.type).toLowerCase();
  return (
    <form
      className="mc-hypothesis-add"
      aria-label={`New ${label}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (title.trim() && me) create.mutate(title.trim(), { onSuccess: props.onDone });
      }}
    >
      <InputGroup
        autoFocus
        aria-label={`Title of the new ${label}`}
        placeholder={`What is the ${label}?`}
        value={title}
        onValueChange={setTitle}
        onKeyDown={(event) => {
          if (event.key === 'Escape') props.onDone();
        }}
      />
      <Button
        type="submit"
        intent="primary"
        text="Add"
        disabled={!title.trim() || !me}
        loading={create.isPending}
      />
      <Button variant="minimal" text="Cancel" onClick={props.onDone} />
    </form>
  );
}
