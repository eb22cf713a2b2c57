// One piece of evidence in the action plan: its type, title, author and body, with its
// definition-of-done state and the actions on it (disabled with the reason when writes are).
import { Button, Icon, Menu, MenuItem, Popover, Tag } from '@blueprintjs/core';
import type { EvidenceRefs } from '../../../api/services/incident-hypotheses.ts';
import type { Evidence } from '../../../api/services/incidents.types.ts';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { DisabledReason } from '../../../components/action/GuardedButton.tsx';
import type { WriteAccess } from '../write-access.ts';
import { EvidenceView, evidenceTitle, evidenceTypeLabel } from './EvidenceView.tsx';
import type { EvidenceAction } from './useEvidenceActions.tsx';

function personName(value: Evidence['created_by']): string | null {
  if (value && typeof value === 'object') return value.name ?? null;
  return null;
}

export function EvidenceItem({
  evidence,
  refs,
  write,
  onAction,
  note,
}: {
  evidence: Evidence;
  refs: EvidenceRefs | undefined;
  /** Without them the evidence is only shown (no actions). */
  write?: WriteAccess;
  onAction?: (action: EvidenceAction, evidence: Evidence) => void;
  /** Shown instead of its author and time (the hypothesis it belongs to). */
  note?: string;
}) {
  const title = evidenceTitle(evidence, refs);
  const author = personName(evidence.created_by);
  const inDod = evidence.definition_of_done === true;
  const menu = (
    <Menu>
      {inDod ? (
        <>
          <MenuItem
            icon="remove"
            text="Remove from definition of done"
            onClick={() => onAction?.('dod-off', evidence)}
          />
          {evidence.done ? (
            <MenuItem
              icon="undo"
              text="Mark as not resolved"
              onClick={() => onAction?.('not-done', evidence)}
            />
          ) : (
            <MenuItem
              icon="tick"
              text="Mark as resolved"
              onClick={() => onAction?.('done', evidence)}
            />
          )}
        </>
      ) : (
        <MenuItem
          icon="add"
          text="Add to definition of done"
          onClick={() => onAction?.('dod-on', evidence)}
        />
      )}
      <MenuItem
        icon="trash"
        intent="danger"
        text="Delete evidence"
        onClick={() => onAction?.('delete', evidence)}
      />
    </Menu>
  );
  return (
    <li className="mc-evidence" aria-label={`Evidence: ${title}`}>
      <div className="mc-evidence-head">
        <Tag minimal className="mc-evidence-type">
          {evidenceTypeLabel(evidence.type)}
        </Tag>
        <span className="mc-evidence-title">{title}</span>
        {inDod ? (
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
        {write && (
          <DisabledReason reason={write.allowed ? null : write.reason} offline={false}>
            <Popover content={menu} placement="bottom-end" disabled={!write.allowed}>
              <Button
                variant="minimal"
                size="small"
                icon="more"
                disabled={!write.allowed}
                aria-label={`Actions of evidence ${title}`}
              />
            </Popover>
          </DisabledReason>
        )}
      </div>
      <EvidenceView evidence={evidence} refs={refs} />
    </li>
  );
}
