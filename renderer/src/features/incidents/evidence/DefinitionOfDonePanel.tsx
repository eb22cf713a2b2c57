// The Definition of done sidebar panel (spec 2 §2): beside its title (the sidebar section's
// actions) a count badge, refresh, a view-only list of the evidence that is not part of it and the
// wizard that adds to it; in it, the evidence that makes up the definition of done with done
// toggles (confirmed).
import { Checkbox } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { incidentKeys } from '../../../api/services/incident-detail.ts';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { INCIDENT, useIncidentWriteAccess } from '../write-access.ts';
import { RefreshButton } from '../../../components/action/RefreshButton.tsx';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { DialogButton } from '../../../components/action/DialogButton.tsx';
import { incidentEvidence } from '../detail/incident-model.ts';
import { evidenceOutsideDod } from './dod-wizard.ts';
import { DodWizard } from './DodWizard.tsx';
import { EvidenceList } from './EvidenceItem.tsx';
import { evidenceTitle, useEvidenceRefs } from './EvidenceView.tsx';
import { evidenceTypeLabel } from './evidence-name.ts';
import { useEvidenceActions } from './useEvidenceActions.tsx';
import '../plan/plan.css';

/** The evidence in the definition of done, and how many of them are done. */
function dodOf(incident: IncidentDetail) {
  const dod = incidentEvidence(incident).filter((e) => e.definition_of_done);
  return { dod, done: dod.filter((e) => e.done).length };
}

/**
 * Beside the panel's title (the sidebar section's actions): the count badge, refresh (the incident
 * and its evidence references), the evidence outside it (view only) and the wizard that adds to it.
 */
export function DefinitionOfDoneActions({ incident }: { incident: IncidentDetail }) {
  const { dod, done } = dodOf(incident);
  const client = useQueryClient();
  const refs = useEvidenceRefs(incident);
  // Each with its hypothesis, view only.
  const others = evidenceOutsideDod(incident);
  const icon = { variant: 'minimal', size: 'small' } as const;
  return (
    <>
      <Tag
        round
        intent={dod.length > 0 && done === dod.length ? 'success' : 'none'}
        title="Evidence in the definition of done"
      >
        {dod.length}
      </Tag>
      <RefreshButton
        label="Refresh definition of done"
        size="small"
        onClick={() =>
          Promise.all([
            client.refetchQueries({ queryKey: incidentKeys.detail(incident.id) }),
            refs.refetch(),
          ])
        }
      />
      <DialogButton
        {...icon}
        local
        icon="eye-open"
        aria-label="View evidence not in the definition of done"
        title="Evidence not in the definition of done"
        dialog={(close) => (
          <Modal isOpen title="Evidence not in the definition of done" onClose={close}>
            {others.length === 0 ? (
              <p className="mc-plan-muted">All evidence is part of the definition of done.</p>
            ) : (
              <EvidenceList items={others} refs={refs.data} viewOnly />
            )}
          </Modal>
        )}
      />
      <DialogButton
        {...icon}
        resource={INCIDENT}
        icon="plus"
        aria-label="Add to definition of done"
        title="Add to definition of done"
        dialog={(close) => <DodWizard incident={incident} onClose={close} />}
      />
    </>
  );
}

/**
 * The panel (the spec's text while the references load): how many are done, and each with a done
 * toggle and a remove button, both confirmed.
 */
export function DefinitionOfDonePanel({ incident }: { incident: IncidentDetail }) {
  const { dod, done } = dodOf(incident);
  const refs = useEvidenceRefs(incident);
  const write = useIncidentWriteAccess();
  const actions = useEvidenceActions();
  if (refs.isLoading) return <p className="mc-plan-muted">Loading evidences please wait...</p>;
  if (dod.length === 0)
    return <p className="mc-plan-muted">There are no evidences provided for this incident</p>;
  return (
    <div className="mc-dod" aria-label="Definition of done">
      <p className="mc-plan-muted">{`${done} of ${dod.length} done`}</p>
      <ul className="mc-dod-list" aria-label="Definition of done evidence">
        {dod.map((e) => {
          const title = evidenceTitle(e, refs.data);
          return (
            <li key={e.id} className={e.done ? 'mc-dod-item is-done' : 'mc-dod-item'}>
              <Checkbox
                checked={e.done === true}
                disabled={!write.allowed}
                title={write.allowed ? undefined : (write.reason ?? undefined)}
                onChange={() => actions.ask(e.done ? 'not-done' : 'done', e)}
                labelElement={
                  <span className="mc-dod-text">
                    {title} <Tag minimal>{evidenceTypeLabel(e.type)}</Tag>
                  </span>
                }
              />
              <GuardedButton
                resource={INCIDENT}
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={`Remove ${title} from definition of done`}
                title="Remove from definition of done"
                onClick={() => actions.ask('dod-off', e)}
              />
            </li>
          );
        })}
      </ul>
      {actions.dialog}
    </div>
  );
}
