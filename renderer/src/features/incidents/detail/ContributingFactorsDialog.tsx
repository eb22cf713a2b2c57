// 'Add contributing factors to definition of done' (spec 2 §4): shown before an incident moves to
// mitigated or resolved. The incident's evidence as the form kit's picker; Submit needs at least
// one and marks them, Skip moves the status without marking, Cancel leaves everything as it was.
import { Button, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Evidence, IncidentDetail } from '../../../api/services/incidents.types.ts';
import { componentNamesQuery } from '../../../api/services/topology.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { bindForm } from '../../../components/form-kit/bind-form.ts';
import { validateFields } from '../../../components/form-kit/field.ts';
import { FieldList } from '../../../components/form-kit/FieldList.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { titleCase } from '../../../lib/text/title-case.ts';
import { evidencePicker } from '../evidence/dod-wizard.ts';
import { DOD_TITLE, incidentEvidence, topologyComponentIds } from './incident-model.ts';

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
  const evidence = new Map(incidentEvidence(props.incident).map((e) => [e.id, e]));
  const ids = topologyComponentIds(props.incident);
  const names = useQuery({ ...componentNamesQuery(orgId, ids), enabled: ids.length > 0 });
  const components = new Map((names.data ?? []).map((c) => [c.id, c.name]));
  const picker = evidencePicker('Evidence', [...evidence.keys()], (id) => {
    const e = evidence.get(id)!;
    return (
      <span className="mc-inc-dod-label">
        <Tag minimal>{titleCase(e.type)}</Tag>
        <span>{evidenceText(e, components)}</span>
        {e.definition_of_done && (
          <Tag minimal intent="success">
            In definition of done
          </Tag>
        )}
      </span>
    );
  });
  const form = useFormState({ selected: [] as string[] }, (v) =>
    validateFields([picker], () => v.selected),
  );
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
          <Button
            text="Submit"
            intent="primary"
            onClick={() => form.submit((v) => props.onSubmit(v.selected))}
            loading={props.busy}
          />
        </>
      }
    >
      <p className="mc-inc-muted">
        The incident moves to {titleCase(props.status)}. Choose the evidence that shows it is done.
      </p>
      {evidence.size === 0 ? (
        <p className="mc-inc-muted">This incident has no evidence yet.</p>
      ) : (
        <FieldList
          fields={[picker]}
          layout="stack"
          idPrefix="incident-dod"
          disabled={false}
          {...bindForm(form)}
        />
      )}
    </Modal>
  );
}
