// How a responder reads (spec 2 §2, §4): its name and type, the timeline Created → Acknowledged →
// Resolved → Closed whose current step is the first without a time, the time taken to
// acknowledge, its fields with labels, and the link to the item it filed (the team's linkUrl).
import type { Responder } from '../../../api/services/incidents.types.ts';
import { parseTimestamp } from '../../../lib/format/timestamp.ts';
import { externalHref } from '../../../lib/url/external-href.ts';
import { fillTemplate, responderClients } from './responder-form-model.ts';
import { INSTANCE_FIELD, responderTypeDef } from './responder-types.ts';

type StepState = 'done' | 'current' | 'pending';

interface TimelineStep {
  label: string;
  time: string | null;
  state: StepState;
}

export function responderTimeline(responder: Responder): TimelineStep[] {
  const steps: [string, string | null | undefined][] = [
    ['Created', responder.created_at],
    ['Acknowledged', responder.acknowledged],
    ['Resolved', responder.resolved],
    ['Closed', responder.closed],
  ];
  const current = steps.findIndex(([, time]) => !time);
  return steps.map(([label, time], index) => ({
    label,
    time: time ?? null,
    state: current === -1 || index < current ? 'done' : index === current ? 'current' : 'pending',
  }));
}

/** Milliseconds from creation to acknowledgement; null until acknowledged. */
export function timeToAcknowledge(responder: Responder): number | null {
  const created = parseTimestamp(responder.created_at);
  const acknowledged = parseTimestamp(responder.acknowledged);
  if (!created || !acknowledged) return null;
  return Math.max(0, acknowledged.getTime() - created.getTime());
}

/** The type the responder was added as: its properties' responderType, else its row type. */
export function responderType(responder: Responder): string {
  const type = responder.properties?.['responderType'];
  if (typeof type === 'string' && type) return type;
  return responder.person_id ? 'person' : responder.type;
}

export function responderName(responder: Responder): string {
  return responder.team?.name ?? responder.person?.name ?? 'Unknown responder';
}

export function responderTypeLabel(responder: Responder): string {
  const type = responderType(responder);
  return type === 'person' ? 'Person' : (responderTypeDef(type)?.label ?? type);
}

export interface DisplayField {
  label: string;
  value: string;
  /** Set when the value is a web address (or the external item's link). */
  href?: string;
}

/** The external item's address, from the team's linkUrl, when the responder has an external id. */
export function externalLink(responder: Responder): string | null {
  if (!responder.external_id) return null;
  const client = responderClients(responder.team?.spec)[responderType(responder)];
  if (!client?.linkUrl) return null;
  return externalHref(
    fillTemplate(client.linkUrl, { ...responder.properties, external_id: responder.external_id }),
  );
}

/** The type's fields in the type's order (then any others), and the external id. */
export function responderFields(responder: Responder): DisplayField[] {
  const properties = responder.properties ?? {};
  const type = responderType(responder);
  const labels = new Map(responderTypeDef(type)?.fields.map((f) => [f.id, f.label]));
  // A person's field is the id; the name is the responder's own.
  const hidden = ['responderType', INSTANCE_FIELD, ...(type === 'person' ? ['person'] : [])];
  const fields: DisplayField[] = [];
  for (const name of new Set([...labels.keys(), ...Object.keys(properties)])) {
    const value = properties[name];
    if (hidden.includes(name) || typeof value !== 'string' || !value) continue;
    const href = externalHref(value);
    fields.push({ label: labels.get(name) ?? name, value, ...(href ? { href } : {}) });
  }
  if (responder.external_id) {
    const href = externalLink(responder);
    fields.push({ label: 'External Id', value: responder.external_id, ...(href ? { href } : {}) });
  }
  return fields;
}
