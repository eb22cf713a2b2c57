// One hypothesis of the action plan with its subtree: type, inline-edited title (saved after
// 1 s), status (saved after 200 ms), disprove / delete, its evidence and comments, and the next
// level ('Contributing factors' under the root, 'Solutions' under a factor) with 'Add …'.
import { useState } from 'react';
import { Button, HTMLSelect, InputGroup, Menu, MenuItem, Popover, Tag } from '@blueprintjs/core';
import { Modal } from '../../../components/modal/Modal.tsx';
import {
  deleteHypothesis,
  updateHypothesis,
  type EvidenceRefs,
} from '../../../api/services/incident-hypotheses.ts';
import {
  HYPOTHESIS_STATUSES,
  type HypothesisStatus,
} from '../../../api/services/incidents.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { CommentItem } from '../comments/CommentItem.tsx';
import { EvidenceItem } from '../evidence/EvidenceItem.tsx';
import type { EvidenceAction } from '../evidence/useEvidenceActions.tsx';
import type { Evidence } from '../../../api/services/incidents.types.ts';
import { writeGuard, type WriteAccess } from '../write-access.ts';
import { AddHypothesisForm } from './AddHypothesisForm.tsx';
import {
  childLabelOf,
  childTypeOf,
  displayStatus,
  typeLabel,
  type HypothesisNode,
} from './hypothesis-tree.ts';
import { usePlanMutation } from './usePlanMutation.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { titleCase } from '../../../lib/text/title-case.ts';
import { useDebouncedCallback } from '../../../lib/hooks/useDebouncedCallback.ts';

/** Spec 2 §9: the status is saved 200 ms after the last change, the title 1 s after. */
export const STATUS_DEBOUNCE_MS = 200;
export const TITLE_DEBOUNCE_MS = 1000;

export interface HypothesisContext {
  incidentId: string;
  write: WriteAccess;
  expanded: boolean;
  refs: EvidenceRefs | undefined;
  onEvidenceAction: (action: EvidenceAction, evidence: Evidence) => void;
}

export function HypothesisItem({ node, ctx }: { node: HypothesisNode; ctx: HypothesisContext }) {
  const orgId = useOrgId();
  const h = node.hypothesis;
  const { write } = ctx;
  const [open, setOpen] = useState(ctx.expanded);
  // 'Expand All' / 'Collapse All' override what each hypothesis was toggled to.
  const [seenExpanded, setSeenExpanded] = useState(ctx.expanded);
  if (seenExpanded !== ctx.expanded) {
    setSeenExpanded(ctx.expanded);
    setOpen(ctx.expanded);
  }
  const [titleDraft, setTitleDraft] = useState<string | null>(null);
  const [statusDraft, setStatusDraft] = useState<HypothesisStatus | null>(null);
  const [adding, setAdding] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const saveTitle = usePlanMutation({
    mutationFn: (title: string) => updateHypothesis(orgId, h.id, { title }),
  });
  const saveStatus = usePlanMutation({
    mutationFn: (status: HypothesisStatus) => updateHypothesis(orgId, h.id, { status }),
  });
  const remove = usePlanMutation({
    mutationFn: () => deleteHypothesis(orgId, h.id),
    // Spec 2 §8: a failed hypothesis delete is only logged.
    silent: true,
  });
  // A newer draft restarts the wait; one still waiting when the item goes away is saved then.
  const titleLater = useDebouncedCallback((title: string) => {
    if (!title || title === h.title) return;
    const onSuccess = () => setTitleDraft((draft) => (draft?.trim() === title ? null : draft));
    saveTitle.mutate(title, { onSuccess });
  }, TITLE_DEBOUNCE_MS);
  const statusLater = useDebouncedCallback((status: HypothesisStatus) => {
    const onSettled = () => setStatusDraft((draft) => (draft === status ? null : draft));
    saveStatus.mutate(status, { onSettled });
  }, STATUS_DEBOUNCE_MS);
  const chooseStatus = (next: HypothesisStatus) => {
    setStatusDraft(next);
    statusLater(next);
  };
  const status = statusDraft ?? displayStatus(h.status);
  const childType = childTypeOf(h.type);
  const childLabel = childLabelOf(h.type);
  const evidences = h.evidences ?? [];
  const comments = [...(h.comments ?? [])].sort((a, b) =>
    (a.created_at ?? '').localeCompare(b.created_at ?? ''),
  );
  const label = `${typeLabel(h.type)}: ${h.title}`;
  const disabledTitle = write.allowed ? undefined : (write.reason ?? undefined);
  const detailsCount = evidences.length + comments.length;

  return (
    <li className={`mc-hypothesis mc-hypothesis-${h.type}`} aria-label={label}>
      <div className="mc-hypothesis-head">
        <Button
          variant="minimal"
          size="small"
          icon={open ? 'chevron-down' : 'chevron-right'}
          aria-label={open ? `Collapse ${h.title}` : `Expand ${h.title}`}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        />
        <Tag minimal className="mc-hypothesis-type">
          {typeLabel(h.type)}
        </Tag>
        <InputGroup
          className="mc-hypothesis-title"
          aria-label={`Title of ${typeLabel(h.type).toLowerCase()}`}
          value={titleDraft ?? h.title}
          onValueChange={(value) => {
            setTitleDraft(value);
            titleLater(value.trim());
          }}
          disabled={!write.allowed}
          title={disabledTitle}
          intent={titleDraft !== null && titleDraft.trim() === '' ? 'danger' : 'none'}
        />
        <HTMLSelect
          className={`mc-hypothesis-status mc-hypothesis-status-${status}`}
          aria-label={`Status of ${h.title}`}
          value={status}
          onChange={(event) => chooseStatus(event.currentTarget.value as HypothesisStatus)}
          disabled={!write.allowed}
          title={disabledTitle}
          options={HYPOTHESIS_STATUSES.map((s) => ({ value: s, label: titleCase(s) }))}
        />
        {!open && detailsCount > 0 ? (
          <Tag minimal round title="Evidence and comments">
            {detailsCount}
          </Tag>
        ) : null}
        <Popover
          disabled={!write.allowed}
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem
                icon="disable"
                text="Disprove Hypothesis"
                disabled={status === 'disproven'}
                onClick={() => chooseStatus('disproven')}
              />
              {h.type !== 'root' ? (
                <MenuItem
                  icon="trash"
                  intent="danger"
                  text="Delete Hypothesis"
                  onClick={() => setConfirmDelete(true)}
                />
              ) : null}
            </Menu>
          }
        >
          <Button
            variant="minimal"
            size="small"
            icon="more"
            aria-label={`Actions of ${h.title}`}
            disabled={!write.allowed}
            title={disabledTitle}
          />
        </Popover>
      </div>
      {open ? (
        <div className="mc-hypothesis-details">
          {evidences.length > 0 ? (
            <ul className="mc-evidence-list" aria-label={`Evidence of ${h.title}`}>
              {evidences.map((e) => (
                <EvidenceItem
                  key={e.id}
                  evidence={e}
                  refs={ctx.refs}
                  write={write}
                  onAction={ctx.onEvidenceAction}
                />
              ))}
            </ul>
          ) : (
            <p className="mc-plan-muted">No evidence yet.</p>
          )}
          {comments.length > 0 ? (
            <ul
              className="mc-comment-list mc-comment-list-compact"
              aria-label={`Comments on ${h.title}`}
            >
              {comments.map((c) => (
                <CommentItem key={c.id} comment={c} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {childType && childLabel ? (
        <div className="mc-hypothesis-children">
          <div className="mc-hypothesis-level">
            <span>{childLabel}</span>
            <GuardedButton
              {...writeGuard(write, adding)}
              variant="minimal"
              size="small"
              icon="plus"
              text={childType === 'factor' ? 'Add factor' : 'Add solution'}
              onClick={() => setAdding(true)}
            />
          </div>
          {adding ? (
            <AddHypothesisForm
              incidentId={ctx.incidentId}
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
      ) : null}
      <Modal
        isOpen={confirmDelete}
        size="small"
        title="Delete hypothesis"
        onClose={() => setConfirmDelete(false)}
        footer={
          <>
            <Button text="Cancel" onClick={() => setConfirmDelete(false)} />
            <Button
              text="Disprove"
              onClick={() => {
                chooseStatus('disproven');
                setConfirmDelete(false);
              }}
            />
            <GuardedButton
              intent="danger"
              text="Delete"
              disabled={node.children.length > 0}
              pending={remove.isPending}
              guard={{
                action: 'delete',
                target: `the hypothesis ${h.title}`,
                question: `Delete the hypothesis ${h.title} and its evidence?`,
              }}
              onClick={() =>
                remove.mutate(undefined, {
                  onSettled: () => setConfirmDelete(false),
                  onError: (error) => console.warn('Hypothesis delete failed', error),
                })
              }
            />
          </>
        }
      >
        <p>
          Disprove “{h.title}” to keep it and its evidence in the plan, or delete it together with
          its comments and evidence.
        </p>
        {node.children.length > 0 ? (
          <p className="mc-plan-warning">
            It has {node.children.length} {node.children.length === 1 ? 'child' : 'children'};
            delete those first.
          </p>
        ) : null}
      </Modal>
    </li>
  );
}
