// One hypothesis of the action plan with its subtree: type, inline-edited title (saved after
// 1 s), status (saved after 200 ms), disprove / delete, its evidence and comments, and the next
// level ('Contributing factors' under the root, 'Solutions' under a factor) with 'Add …'.
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { ConfirmDialog } from '../../../components/modal/ConfirmDialog.tsx';
import { useFollowedState } from '../../../lib/hooks/useFollowedState.ts';
import {
  deleteHypothesis,
  updateHypothesis,
  type EvidenceRefs,
} from '../../../api/services/incident-hypotheses.ts';
import type { HypothesisStatus } from '../../../api/services/incidents.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { CommentList } from '../comments/CommentItem.tsx';
import { EvidenceList } from '../evidence/EvidenceItem.tsx';
import { INCIDENT, useIncidentWriteAccess } from '../write-access.ts';
import { AddHypothesisForm } from './AddHypothesisForm.tsx';
import {
  byCreation,
  childLabelOf,
  childTypeOf,
  displayStatus,
  typeLabel,
  type HypothesisNode,
} from './hypothesis-tree.ts';
import { useIncidentWrite } from '../detail/useIncidentWrites.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { MoreMenu } from '../../../components/action/MoreMenu.tsx';
import { HYPOTHESIS_STATUS } from '../../../lib/vocabulary/incident-status.ts';
import { optionsOf } from '../../../lib/vocabulary/vocabulary.ts';
import { AutosaveSelect } from '../../../components/autosave/AutosaveSelect.tsx';
import { AutosaveText } from '../../../components/autosave/AutosaveText.tsx';

/** Spec 2 §9: the status is saved 200 ms after the last change, the title 1 s after. */
const STATUS_DEBOUNCE_MS = 200;
const TITLE_DEBOUNCE_MS = 1000;

export interface HypothesisContext {
  expanded: boolean;
  refs: EvidenceRefs | undefined;
}

export function HypothesisItem({ node, ctx }: { node: HypothesisNode; ctx: HypothesisContext }) {
  const h = node.hypothesis;
  // 'Expand All' / 'Collapse All' override what each hypothesis was toggled to.
  const [open, setOpen] = useFollowedState(ctx.expanded);
  const comments = [...(h.comments ?? [])].sort(byCreation);
  const evidences = h.evidences ?? [];
  return (
    <li
      className={`mc-hypothesis mc-hypothesis-${h.type}`}
      aria-label={`${typeLabel(h.type)}: ${h.title}`}
    >
      <HypothesisHead
        node={node}
        open={open}
        onToggle={() => setOpen(!open)}
        count={evidences.length + comments.length}
      />
      {open ? (
        <div className="mc-hypothesis-details">
          {evidences.length > 0 ? (
            <EvidenceList
              items={evidences.map((evidence) => ({ evidence }))}
              label={`Evidence of ${h.title}`}
              refs={ctx.refs}
            />
          ) : (
            <p className="mc-plan-muted">No evidence yet.</p>
          )}
          {comments.length > 0 ? (
            <CommentList comments={comments} label={`Comments on ${h.title}`} compact />
          ) : null}
        </div>
      ) : null}
      <HypothesisChildren node={node} ctx={ctx} />
    </li>
  );
}

/**
 * The toggle, type, title as typed (saved after 1 s), status as chosen (after 200 ms), the count
 * when closed, and the menu: Disprove, and Delete, which asks first.
 */
function HypothesisHead(props: {
  node: HypothesisNode;
  open: boolean;
  onToggle: () => void;
  count: number;
}) {
  const { open, node } = props;
  const h = node.hypothesis;
  const orgId = useOrgId();
  const write = useIncidentWriteAccess();
  const saveTitle = useIncidentWrite({
    mutationFn: (title: string) => updateHypothesis(orgId, h.id, { title }),
  });
  const saveStatus = useIncidentWrite({
    mutationFn: (status: HypothesisStatus) => updateHypothesis(orgId, h.id, { status }),
  });
  const status = displayStatus(h.status);
  return (
    <div className="mc-hypothesis-head">
      <Button
        variant="minimal"
        size="small"
        icon={open ? 'chevron-down' : 'chevron-right'}
        aria-label={open ? `Collapse ${h.title}` : `Expand ${h.title}`}
        aria-expanded={open}
        onClick={props.onToggle}
      />
      <Tag minimal className="mc-hypothesis-type">
        {typeLabel(h.type)}
      </Tag>
      <AutosaveText
        className="mc-hypothesis-title"
        guardClassName="mc-hypothesis-title"
        label={`Title of ${typeLabel(h.type).toLowerCase()}`}
        value={h.title}
        access={write}
        save={saveTitle}
        delay={TITLE_DEBOUNCE_MS}
      />
      <AutosaveSelect
        className="mc-hypothesis-status"
        draftClassName={(value) => `mc-hypothesis-status-${value}`}
        label={`Status of ${h.title}`}
        value={status}
        options={optionsOf(HYPOTHESIS_STATUS)}
        access={write}
        save={saveStatus}
        delay={STATUS_DEBOUNCE_MS}
      />
      {!open && props.count > 0 ? (
        <Tag minimal round title="Evidence and comments">
          {props.count}
        </Tag>
      ) : null}
      <HypothesisMenu node={node} onDisprove={() => saveStatus.mutate('disproven')} />
    </div>
  );
}

/**
 * Disprove (unless it is), and Delete (not the root), which asks first: disprove instead, or delete
 * once it has no children (a failed delete is only logged, spec 2 §8).
 */
function HypothesisMenu(props: { node: HypothesisNode; onDisprove: () => void }) {
  const h = props.node.hypothesis;
  const children = props.node.children.length;
  const orgId = useOrgId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useIncidentWrite({
    mutationFn: () => deleteHypothesis(orgId, h.id),
    silent: true,
  });
  const deleteItem = {
    icon: 'trash',
    text: 'Delete Hypothesis',
    danger: true,
    run: () => setConfirmDelete(true),
  } as const;
  const close = () => setConfirmDelete(false);
  return (
    <>
      <MoreMenu
        label={`Actions of ${h.title}`}
        resource={INCIDENT}
        items={[
          {
            icon: 'disable',
            text: 'Disprove Hypothesis',
            disabled: displayStatus(h.status) === 'disproven',
            run: props.onDisprove,
          },
          ...(h.type !== 'root' ? [deleteItem] : []),
        ]}
      />
      <ConfirmDialog
        subject={confirmDelete ? h : null}
        target={() => `the hypothesis ${h.title}`}
        confirmText="Delete"
        more={{
          title: 'Delete hypothesis',
          also: (
            <Button
              text="Disprove"
              onClick={() => {
                props.onDisprove();
                close();
              }}
            />
          ),
          confirmDisabled: children > 0,
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onError: (error) => console.warn('Hypothesis delete failed', error),
          })
        }
        onCancel={close}
      >
        <p>
          Disprove “{h.title}” to keep it and its evidence in the plan, or delete it together with
          its comments and evidence.
        </p>
        {children > 0 ? (
          <p className="mc-plan-warning">
            It has {children} {children === 1 ? 'child' : 'children'}; delete those first.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** The next level: its label, 'Add …' with its form, and the children. */
function HypothesisChildren({ node, ctx }: { node: HypothesisNode; ctx: HypothesisContext }) {
  const h = node.hypothesis;
  const [adding, setAdding] = useState(false);
  const childType = childTypeOf(h.type);
  const childLabel = childLabelOf(h.type);
  if (!childType || !childLabel) return null;
  return (
    <div className="mc-hypothesis-children">
      <div className="mc-hypothesis-level">
        <span>{childLabel}</span>
        <GuardedButton
          resource={INCIDENT}
          disabled={adding}
          variant="minimal"
          size="small"
          icon="plus"
          text={`Add ${typeLabel(childType).toLowerCase()}`}
          onClick={() => setAdding(true)}
        />
      </div>
      {adding ? (
        <AddHypothesisForm
          incidentId={h.incident_id}
          parentId={h.id}
          type={childType}
          onDone={() => setAdding(false)}
        />
      ) : null}
      {node.children.length > 0 ? (
        <ul className="mc-hypothesis-tree">
          {node.children.map((child) => (
            <HypothesisItem key={child.hypothesis.id} node={child} ctx={ctx} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
