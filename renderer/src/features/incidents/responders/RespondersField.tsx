// The incident's responders in the Details panel (spec 2 §2): each with its team icon or avatar
// and name, a hover card after 1 s, a detail modal on click, a soft delete asked first, and 'Add
// Responders'. Writes are shown to users who may write, disabled offline with the reason.
import { useState } from 'react';
import { AnchorButton, Button, PopoverNext, Spinner } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { useQuery } from '@tanstack/react-query';
import {
  deleteResponder,
  incidentRespondersQuery,
} from '../../../api/services/incident-responders.ts';
import type { IncidentDetail, Responder } from '../../../api/services/incidents.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { DetailFields } from '../../../components/detail-page/DetailFields.tsx';
import { EXTERNAL_TARGET, ExternalLink } from '../../../components/external-link/ExternalLink.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { formatDuration } from '../../../lib/format/duration.ts';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { useIncidentWrite } from '../detail/useIncidentWrites.ts';
import { INCIDENT } from '../write-access.ts';
import {
  GuardedButton,
  type GuardedButtonProps,
} from '../../../components/action/GuardedButton.tsx';
import { DialogButton } from '../../../components/action/DialogButton.tsx';
import { AddRespondersDialog } from './AddRespondersDialog.tsx';
import {
  externalLink,
  responderFields,
  responderName,
  responderTimeline,
  responderTypeLabel,
  timeToAcknowledge,
  type DisplayField,
} from './responder-view-model.ts';
import './responders.css';

/** The hover card waits this long (spec 2 §9). */
const HOVER_CARD_DELAY_MS = 1000;

/** The responder's fields, links where a value is a web address. */
function Fields({ fields }: { fields: DisplayField[] }) {
  if (fields.length === 0) return <p className="bp6-text-muted">No details recorded.</p>;
  const link = (f: DisplayField) => <ExternalLink href={f.href}>{f.value}</ExternalLink>;
  return <DetailFields fields={fields.map((f) => [f.label, f.href ? link(f) : f.value])} />;
}

/** The hover card: type and fields, the external item's id linked to it. */
function ResponderHoverCard({ responder }: { responder: Responder }) {
  return (
    <div
      className="mcd-responder-card"
      role="tooltip"
      aria-label={`${responderName(responder)} details`}
    >
      <div className="mcd-responder-card-head">
        <strong>{responderName(responder)}</strong>
        <Tag minimal>{responderTypeLabel(responder)}</Tag>
      </div>
      <Fields fields={responderFields(responder)} />
    </div>
  );
}

/** Deletes the responder (softly), asked first; in production the organisation's name is typed. */
function DeleteResponder(
  props: Omit<GuardedButtonProps, 'onClick'> & { responder: Responder; onDeleted?: () => void },
) {
  const { responder, onDeleted, ...button } = props;
  const orgId = useOrgId();
  const remove = useIncidentWrite({
    mutationFn: () => deleteResponder(orgId, responder.id),
    success: 'Responder deleted successfully',
  });
  const name = responderName(responder);
  return (
    <GuardedButton
      {...button}
      resource={INCIDENT}
      icon="trash"
      pending={remove.isPending}
      confirm={{
        body: (
          <p>
            Are you sure you want to delete the responder <strong>{name}</strong>?
          </p>
        ),
        confirmText: 'Delete',
      }}
      guard={{ action: 'delete', target: `the responder ${name}` }}
      onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
    />
  );
}

/**
 * The detail modal: the timeline Created → Acknowledged → Resolved → Closed, the time taken to
 * acknowledge, the fields with links, and Delete.
 */
function ResponderDetailDialog(props: { responder: Responder; onClose: () => void }) {
  const { responder } = props;
  const steps = responderTimeline(responder);
  const ack = timeToAcknowledge(responder);
  const link = externalLink(responder);
  return (
    <Modal
      isOpen
      size="medium"
      title={responderName(responder)}
      onClose={props.onClose}
      footer={
        <>
          <DeleteResponder
            responder={responder}
            text="Delete"
            intent="danger"
            variant="outlined"
            onDeleted={props.onClose}
          />
          {link && <AnchorButton href={link} {...EXTERNAL_TARGET} icon="share" text="Open" />}
          <Button text="Close" onClick={props.onClose} />
        </>
      }
    >
      <p>
        <Tag minimal>{responderTypeLabel(responder)}</Tag>
      </p>
      <ol className="mcd-responder-timeline" aria-label="Responder timeline">
        {steps.map((step) => (
          <li
            key={step.label}
            className={`mcd-responder-step mcd-responder-step-${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="mcd-responder-step-dot" aria-hidden />
            <span className="mcd-responder-step-label">{step.label}</span>
            <span className="mcd-responder-step-time">
              {step.time ? formatTimestamp(step.time) : step.state === 'current' ? 'Waiting' : ''}
            </span>
          </li>
        ))}
      </ol>
      <p className="mcd-responder-ack">
        <span className="bp6-text-muted">Time taken to acknowledge: </span>
        <strong>{ack === null ? 'Not acknowledged yet' : formatDuration(ack)}</strong>
      </p>
      <h4 className="bp6-heading">Details</h4>
      <Fields fields={responderFields(responder)} />
    </Modal>
  );
}

/** The responders: each opens its card on hover and its details on click, and can be deleted. */
function ResponderList({ incident }: { incident: IncidentDetail }) {
  const responders = useQuery(incidentRespondersQuery(useOrgId(), incident.id));
  const [cardFor, setCardFor] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = responders.data?.find((r) => r.id === openId);
  if (responders.isPending) return <Spinner size={16} aria-label="Loading responders" />;
  if (responders.isError && !responders.data)
    return <QueryError error={responders.error} what="responders" />;
  if (responders.data.length === 0)
    return <span className="bp6-text-muted">No responders yet</span>;
  return (
    <>
      <ul className="mcd-responders" aria-label="Responders">
        {responders.data.map((responder) => (
          <li key={responder.id} className="mcd-responder">
            <PopoverNext
              interactionKind="hover"
              hoverOpenDelay={HOVER_CARD_DELAY_MS}
              placement="left"
              isOpen={cardFor === responder.id}
              onInteraction={(next) => setCardFor(next ? responder.id : null)}
              content={<ResponderHoverCard responder={responder} />}
            >
              <Button
                variant="minimal"
                size="small"
                className="mcd-responder-name"
                icon={
                  responder.person ? (
                    <Avatar person={responder.person} size={20} />
                  ) : (
                    <TypeIcon name={responder.team?.icon} size={20} fallback="people" />
                  )
                }
                aria-label={`${responderName(responder)} (${responderTypeLabel(responder)})`}
                onClick={() => {
                  setCardFor(null);
                  setOpenId(responder.id);
                }}
              >
                {responderName(responder)}
                {!responder.person && (
                  <span className="mcd-responder-type-label">{responderTypeLabel(responder)}</span>
                )}
              </Button>
            </PopoverNext>
            <DeleteResponder
              responder={responder}
              variant="minimal"
              size="small"
              aria-label={`Delete responder ${responderName(responder)}`}
            />
          </li>
        ))}
      </ul>
      {open && <ResponderDetailDialog responder={open} onClose={() => setOpenId(null)} />}
    </>
  );
}

export function RespondersField({ incident }: { incident: IncidentDetail }) {
  return (
    <div className="mcd-responders-field">
      <ResponderList incident={incident} />
      <DialogButton
        resource={INCIDENT}
        variant="minimal"
        size="small"
        intent="primary"
        icon="plus"
        text="Add Responders"
        dialog={(close) => <AddRespondersDialog incident={incident} onClose={close} />}
      />
    </div>
  );
}
