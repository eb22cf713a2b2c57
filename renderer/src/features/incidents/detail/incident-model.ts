// The rules of the incident page (spec 2 §4, §9): which status moves the selector offers, which of
// them first ask for the definition of done, the priority shown for a severity, how long the
// incident has lasted, and the readable sentence of each changelog entry.
import {
  type Evidence,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  type IncidentDetail,
  type IncidentHistory,
  type IncidentSeverity,
  type IncidentStatus,
} from '../../../api/services/incidents.types.ts';
import { isRecord } from '../../../lib/data/is-record.ts';
import { HYPOTHESIS_STATUS, INCIDENT_STATUS } from '../../../lib/vocabulary/incident-status.ts';
import { find, labelOf } from '../../../lib/vocabulary/vocabulary.ts';
import { commentText } from '../comments/mentions.ts';
import { evidenceName } from '../evidence/evidence-name.ts';
import { compactDuration } from '../../../lib/format/duration.ts';

/** Where each status may move (staying the same is always allowed), in the selector's order. */
const STATUS_MOVES: Record<IncidentStatus, readonly IncidentStatus[]> = {
  new: INCIDENT_STATUSES,
  open: ['open', 'investigating', 'mitigated', 'resolved', 'closed'],
  investigating: ['investigating', 'mitigated', 'resolved', 'closed'],
  mitigated: ['mitigated', 'resolved', 'closed', 'open'],
  resolved: ['resolved', 'closed', 'open'],
  closed: ['closed', 'open'],
};

/** The statuses the selector offers from `current`; an unknown status may move anywhere. */
export function allowedStatuses(current: string | null | undefined): readonly IncidentStatus[] {
  const status = find(INCIDENT_STATUS, current)?.value;
  return status ? STATUS_MOVES[status] : INCIDENT_STATUSES;
}

/** Moving to mitigated or resolved first asks which evidence defines done. */
export function asksForDefinitionOfDone(from: string | null | undefined, to: string): boolean {
  return from?.toLowerCase() !== to && (to === 'mitigated' || to === 'resolved');
}

/** The numeric severities some incidents carry (spec 2 §4); anything else is low. */
const NUMERIC_SEVERITY: Record<number, IncidentSeverity> = {
  1: 'medium',
  2: 'high',
  3: 'blocker',
  4: 'critical',
};

/** The priority shown for an incident's severity: High when it has none (spec 2 §4). */
export function priorityOf(severity: unknown): IncidentSeverity {
  if (severity === null || severity === undefined || severity === '') return 'high';
  if (typeof severity !== 'string' && typeof severity !== 'number') return 'low';
  const text = String(severity).trim().toLowerCase();
  if ((INCIDENT_SEVERITIES as readonly string[]).includes(text)) return text as IncidentSeverity;
  const n = Number(text);
  if (text !== '' && Number.isInteger(n)) return NUMERIC_SEVERITY[n] ?? 'low';
  return 'low';
}

/** The moment the incident stopped: resolved, else closed, else still running (null). */
export function incidentEnd(incident: Pick<IncidentDetail, 'resolved' | 'closed'>): string | null {
  return incident.resolved ?? incident.closed ?? null;
}

/** How long from `start` to `end` (or `now`): '45s', '12m', '3h 5m', '2d 4h'. */
export function durationText(
  start: string | null | undefined,
  end: string | null | undefined,
  now: Date,
): string {
  if (!start) return '';
  const from = Date.parse(start);
  const to = end ? Date.parse(end) : now.getTime();
  if (!Number.isFinite(from) || !Number.isFinite(to)) return '';
  return compactDuration(to - from);
}

/** `value[key]` when `value` is an object (a row embedded in a history row) and it is a string. */
function textAt(value: unknown, key: string): string | null {
  const field = isRecord(value) ? value[key] : null;
  return typeof field === 'string' ? field : null;
}

/** The evidence a history row is about, named as in the plan, with what its row embeds. */
function evidenceLabel(evidence: Record<string, unknown> | null | undefined): string {
  const target =
    textAt(evidence?.['components'], 'name') ??
    textAt(evidence?.['configs'], 'name') ??
    textAt(evidence?.['checks'], 'name') ??
    textAt(evidence?.['config_changes'], 'change_type') ??
    textAt(evidence?.['config_analysis'], 'analyzer');
  const shape = { description: textAt(evidence, 'description'), type: textAt(evidence, 'type') };
  return evidenceName(shape, target);
}

function responderLabel(responder: Record<string, unknown> | null | undefined): string {
  if (!responder) return 'a responder';
  return textAt(responder['person'], 'name') ?? textAt(responder['team'], 'name') ?? 'a responder';
}

/** What a changelog entry says happened, after the actor's name. */
export function historySentence(entry: IncidentHistory): string {
  const description = entry.description?.trim() ?? '';
  const hypothesis = entry.hypothesis?.title ? `'${entry.hypothesis.title}'` : 'a hypothesis';
  switch (entry.type) {
    case 'incident.created':
      return 'created the incident';
    case 'incident.status_updated':
      return description
        ? `changed the status to ${labelOf(INCIDENT_STATUS, description)}`
        : 'changed the status';
    case 'responder.created':
      return `added ${responderLabel(entry.responder)} as a responder`;
    case 'responder.commented': {
      const comment = commentText(entry.comment?.comment ?? '').trim();
      return comment ? `commented: ${comment}` : 'commented';
    }
    case 'evidence.created':
      return `added evidence ${evidenceLabel(entry.evidence)}`;
    case 'evidence.done_definition_added':
      return `added evidence ${evidenceLabel(entry.evidence)} to the definition of done`;
    case 'hypothesis.created':
      return `created hypothesis ${hypothesis}`;
    case 'hypothesis.status_updated':
      return description
        ? `changed the status of hypothesis ${hypothesis} to ${labelOf(HYPOTHESIS_STATUS, description)}`
        : `changed the status of hypothesis ${hypothesis}`;
    default:
      return description || (entry.type ?? 'changed the incident');
  }
}

/** Every evidence of the incident, in hypothesis order. */
export function incidentEvidence(incident: Pick<IncidentDetail, 'hypotheses'>): Evidence[] {
  return (incident.hypotheses ?? []).flatMap((h) => h.evidences ?? []);
}

/** The distinct components the incident's topology evidence points at (the header's chips). */
export function topologyComponentIds(incident: Pick<IncidentDetail, 'hypotheses'>): string[] {
  const ids = incidentEvidence(incident).flatMap((e) =>
    e.type === 'topology' && e.component_id ? [e.component_id] : [],
  );
  return [...new Set(ids)].sort();
}
