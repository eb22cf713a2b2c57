// The Action Plan tab (spec 2 §2, §4): the incident's hypothesis tree — root cause, contributing
// factors, solutions — each with its evidence and comments. `expanded` opens or closes every
// hypothesis's details at once ('Expand All' / 'Collapse All', `comments=true`).
import { useState } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { useEvidenceRefs } from '../evidence/EvidenceView.tsx';
import { INCIDENT, useIncidentWriteAccess } from '../write-access.ts';
import { AddHypothesisForm } from './AddHypothesisForm.tsx';
import { HypothesisItem, type HypothesisContext } from './HypothesisItem.tsx';
import { buildHypothesisTree } from './hypothesis-tree.ts';
import './plan.css';

export function ActionPlan(props: { incident: IncidentDetail; expanded: boolean }) {
  const { incident, expanded } = props;
  const write = useIncidentWriteAccess();
  const tree = buildHypothesisTree(incident.hypotheses ?? []);
  const refs = useEvidenceRefs(incident);
  const [addingRoot, setAddingRoot] = useState(false);
  const ctx: HypothesisContext = { expanded, refs: refs.data };

  return (
    <section className="mc-action-plan" aria-label="Action plan">
      {!write.allowed && write.reason ? (
        <p className="mc-plan-readonly" role="note">
          {write.reason}
        </p>
      ) : null}
      {tree.length === 0 ? (
        <NonIdealState
          icon="diagram-tree"
          title="No hypotheses yet"
          description="Start the plan with the root cause you suspect."
          action={
            addingRoot ? (
              <AddHypothesisForm
                incidentId={incident.id}
                parentId={null}
                type="root"
                onDone={() => setAddingRoot(false)}
              />
            ) : (
              <GuardedButton
                resource={INCIDENT}
                icon="plus"
                text="Add root cause"
                onClick={() => setAddingRoot(true)}
              />
            )
          }
        />
      ) : (
        <ul className="mc-hypothesis-tree mc-hypothesis-tree-top">
          {tree.map((node) => (
            <HypothesisItem key={node.hypothesis.id} node={node} ctx={ctx} />
          ))}
        </ul>
      )}
    </section>
  );
}
