// One piece of evidence in the action plan: its type, title, author and body, with its
// definition-of-done state and the actions on it (for users who may write; disabled offline).
import { Icon, type IconName } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import type { EvidenceRefs } from '../../../api/services/incident-hypotheses.ts';
import type { Evidence } from '../../../api/services/incidents.types.ts';
import { personOf } from '../../../api/services/wire-parts.ts';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { MoreMenu } from '../../../components/action/MoreMenu.tsx';
import { INCIDENT } from '../write-access.ts';
import { EvidenceView, evidenceTitle } from './EvidenceView.tsx';
import { evidenceTypeLabel } from './evidence-name.ts';
import { useEvidenceActions, type EvidenceAction } from './useEvidenceActions.tsx';

interface EvidenceItemProps {
  refs: EvidenceRefs | undefined;
  /** Only shown, without the actions on it. */
  viewOnly?: boolean;
}

/** The actions on an evidence: into or out of the definition of done, resolved or not, delete. */
const ACTIONS: Record<EvidenceAction, [IconName, string]> = {
  'dod-on': ['add', 'Add to definition of done'],
  'dod-off': ['remove', 'Remove from definition of done'],
  done: ['tick', 'Mark as resolved'],
  'not-done': ['undo', 'Mark as not resolved'],
  delete: ['trash', 'Delete evidence'],
};

function EvidenceMenu({ evidence, title }: { evidence: Evidence; title: string }) {
  const actions = useEvidenceActions();
  const dod: EvidenceAction[] = evidence.definition_of_done
    ? ['dod-off', evidence.done ? 'not-done' : 'done']
    : ['dod-on'];
  return (
    <>
      <MoreMenu
        label={`Actions of evidence ${title}`}
        resource={INCIDENT}
        items={[...dod, 'delete' as const].map((action) => ({
          icon: ACTIONS[action][0],
          text: ACTIONS[action][1],
          danger: action === 'delete',
          run: () => actions.ask(action, evidence),
        }))}
      />
      {actions.dialog}
    </>
  );
}

export function EvidenceItem(
  props: EvidenceItemProps & {
    evidence: Evidence;
    /** Shown instead of its author and time (the hypothesis it belongs to). */
    note?: string;
  },
) {
  const { evidence, note } = props;
  const title = evidenceTitle(evidence, props.refs);
  const author = personOf(evidence.created_by).name;
  return (
    <li className="mc-evidence" aria-label={`Evidence: ${title}`}>
      <div className="mc-evidence-head">
        <Tag minimal className="mc-evidence-type">
          {evidenceTypeLabel(evidence.type)}
        </Tag>
        <span className="mc-evidence-title">{title}</span>
        {evidence.definition_of_done === true ? (
          <Tag
            minimal
            round
            intent={evidence.done ? 'success' : 'warning'}
            icon={<Icon icon={evidence.done ? 'tick-circle' : 'flag'} size={12} />}
          >
            {evidence.done ? 'Done' : 'Definition of done'}
          </Tag>
        ) : null}
        <span className="mc-evidence-meta">
          {note ?? (author ? `${author} · ` : '')}
          {!note && evidence.created_at ? <RelativeTime value={evidence.created_at} /> : null}
        </span>
        {props.viewOnly ? null : <EvidenceMenu evidence={evidence} title={title} />}
      </div>
      <EvidenceView evidence={evidence} refs={props.refs} />
    </li>
  );
}

/** A list of evidence; `note` names what each is shown with instead of its author. */
export function EvidenceList(
  props: EvidenceItemProps & {
    items: readonly { evidence: Evidence; note?: string }[];
    label?: string;
  },
) {
  const { items, label, ...item } = props;
  return (
    <ul className="mc-evidence-list" aria-label={label}>
      {items.map(({ evidence, note }) => (
        <EvidenceItem key={evidence.id} evidence={evidence} note={note} {...item} />
      ))}
    </ul>
  );
}
