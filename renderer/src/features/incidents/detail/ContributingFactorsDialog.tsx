// 'Add contributing factors to definition of done' (spec 2 §4): shown before an incident moves to
// mitigated or resolved. Lists the incident's evidence; Submit needs at least one and marks them,
// Skip moves the status without marking, Cancel leaves everything as it was.
import { useState } from 'react';
import { Button, Callout, Checkbox, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Evidence, IncidentDetail } from '../../../api/services/incidents.types.ts';
import { componentNamesQuery } from '../../../api/services/topology.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import {
  DOD_NONE_SELECTED,
  DOD_TITLE,
  incidentEvidence,
  topologyComponentIds,
} from './incident-model.ts';
import { titleCase } from '../../../lib/text/title-case.ts';

/** The evidence's description, or the component it points at when that says more. */
function evidenceText(evidence: Evidence, components: ReadonlyMap<string, string>): string {
  const description = evidence.description?.trim() ?? '';
  const component = evidence.component_id ? components.get(evidence.component_id) : undefined;
  if (component && (!description || description.toLowerCase() === evidence.type)) return component;
  return description || titleCase(evidence.type);
}

export function ContributingFactorsDialog(props: {
  incident: IncidentDetail;
  status: string;
  busy: boolean;
  onSubmit: (evidenceIds: string[]) => void;
  onSkip: () => void;
  onCancel: () => void;
}) {
  const orgId = useOrgId();
  const evidence = incidentEvidence(props.incident);
  const ids = topologyComponentIds(props.incident);
  const names = useQuery({ ...componentNamesQuery(orgId, ids), enabled: ids.length > 0 });
  const components = new Map((names.data ?? []).map((c) => [c.id, c.name]));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState(false);
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
    setError(false);
  };
  const submit = () => {
    if (selected.size === 0) {
      setError(true);
      return;
    }
    props.onSubmit([...selected]);
  };
  return (
    <Modal
      isOpen
      title={DOD_TITLE}
      onClose={props.onCancel}
      size="medium"
      footer={
        <>
          <Button text="Cancel" variant="minimal" onClick={props.onCancel} disabled={props.busy} />
          <Button text="Skip" onClick={props.onSkip} disabled={props.busy} />
          <Button text="Submit" intent="primary" onClick={submit} loading={props.busy} />
        </>
      }
    >
      <p className="mc-inc-muted">
        The incident moves to {titleCase(props.status)}. Choose the evidence that shows it is done.
      </p>
      {evidence.length === 0 ? (
        <p className="mc-inc-muted">This incident has no evidence yet.</p>
      ) : (
        <ul className="mc-inc-dod-list" aria-label="Evidence">
          {evidence.map((e) => (
            <li key={e.id}>
              <Checkbox
                checked={selected.has(e.id)}
                onChange={() => toggle(e.id)}
                labelElement={
                  <span className="mc-inc-dod-label">
                    <Tag minimal>{titleCase(e.type)}</Tag>
                    <span>{evidenceText(e, components)}</span>
                    {e.definition_of_done && (
                      <Tag minimal intent="success">
                        In definition of done
                      </Tag>
                    )}
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <Callout intent="danger" compact role="alert">
          {DOD_NONE_SELECTED}
        </Callout>
      )}
    </Modal>
  );
}
