// What a responder shows beyond its name: the hover card (type, fields, the external item) and
// the detail modal (the timeline Created → Acknowledged → Resolved → Closed, the time taken to
// acknowledge, the fields with links), whose Delete asks the caller to confirm.
import { AnchorButton, Button, Icon, Tag } from '@blueprintjs/core';
import type { Responder } from '../../../api/services/incidents.types.ts';
import { DetailFields } from '../../../components/detail-page/DetailFields.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { formatDuration } from '../../../lib/format/duration.ts';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { writeGuard, type WriteAccess } from '../write-access.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import {
  externalLink,
  responderFields,
  responderName,
  responderTimeline,
  responderTypeLabel,
  timeToAcknowledge,
  type DisplayField,
} from './responder-view-model.ts';

/** The responder's fields, links where a value is a web address. */
function Fields({ fields }: { fields: DisplayField[] }) {
  if (fields.length === 0) return <p className="bp6-text-muted">No details recorded.</p>;
  const link = (f: DisplayField) => (
    <a href={f.href} target="_blank" rel="noreferrer">
      {f.value}
    </a>
  );
  return <DetailFields fields={fields.map((f) => [f.label, f.href ? link(f) : f.value])} />;
}

export function ResponderHoverCard({ responder }: { responder: Responder }) {
  const link = externalLink(responder);
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
      <Fields fields={responderFields(responder).filter((f) => f.label !== 'External Id')} />
      {link && (
        <a href={link} target="_blank" rel="noreferrer">
          <Icon icon="share" size={12} /> Open {responder.external_id}
        </a>
      )}
    </div>
  );
}

export function ResponderDetailDialog(props: {
  responder: Responder;
  write: WriteAccess;
  onDelete: () => void;
  onClose: () => void;
}) {
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
          <GuardedButton
            {...writeGuard(props.write)}
            text="Delete"
            intent="danger"
            variant="outlined"
            icon="trash"
            onClick={props.onDelete}
          />
          {link && (
            <AnchorButton href={link} target="_blank" rel="noreferrer" icon="share" text="Open" />
          )}
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
