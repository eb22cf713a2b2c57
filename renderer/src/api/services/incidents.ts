// The incident list and declaring an incident (reference §4.6 I1, I4, I8, I9; spec 2 §7): the
// list reads `incident_summary` (commander, responders and commenters already joined), newest
// first. Owner and component are not columns of that view, so with either of them the matching
// incident ids are first read from `incidents` (component through
// `hypotheses!inner(evidences!inner(component_id))`) and the summary is narrowed to those ids.
// Creating writes the incident, then its root hypothesis, then the optional evidence on it.
import type { QueryClient } from '@tanstack/react-query';
import { postgrest } from '../http/postgrest.ts';
import { componentSubtree, readBySlices } from './component-subtree.ts';
import type { EvidenceInput } from './incident-evidence.ts';
import { incidentKeys } from './incident-detail.ts';
import {
  incidentSummarySchema,
  type IncidentSeverity,
  type IncidentStatus,
  type IncidentSummary,
  type IncidentType,
} from './incidents.types.ts';

/** The list's filters; an absent one does not narrow. */
export interface IncidentListFilters {
  status?: string;
  severity?: string;
  type?: string;
  /** A person id: the incident's commander or creator. */
  owner?: string;
  /** A topology component id that some evidence of the incident refers to. */
  component?: string;
  /** Part of the title. */
  search?: string;
}

/** PostgREST's reserved characters in an `ilike` pattern would end it early; they become `_`. */
export function titlePattern(search: string): string {
  return `*${search.trim().replace(/[*,()"\\]/g, '_')}*`;
}

/** The ids of incidents with this owner and / or evidence of this component (null: no narrowing). */
async function narrowedIds(
  orgId: string,
  filters: IncidentListFilters,
  signal: AbortSignal,
): Promise<string[] | null> {
  const { owner, component } = filters;
  if (!owner && !component) return null;
  const read = async (components: readonly string[] | null) => {
    const query = postgrest<{ id: string }>('incidents').select(
      components ? 'id,hypotheses!inner(evidences!inner(component_id))' : 'id',
    );
    if (owner) query.or(`commander_id.eq.${owner},created_by.eq.${owner}`);
    if (components) query.in('hypotheses.evidences.component_id', components);
    // The summary's own filters apply too, so the id list stays as short as the answer.
    if (filters.status) query.eq('status', filters.status);
    if (filters.severity) query.eq('severity', filters.severity);
    if (filters.type) query.eq('type', filters.type);
    return (await query.fetch(orgId, signal)).rows;
  };
  // A component's incidents are those of its subtree, as its card counts them.
  const rows = component
    ? await readBySlices(await componentSubtree(orgId, component, signal), read)
    : await read(null);
  return [...new Set(rows.map((r) => r.id))];
}

export async function fetchIncidents(
  orgId: string,
  filters: IncidentListFilters,
  signal: AbortSignal,
): Promise<IncidentSummary[]> {
  const ids = await narrowedIds(orgId, filters, signal);
  if (ids !== null && ids.length === 0) return [];
  const read = async (slice: readonly string[] | null) => {
    const query = postgrest('incident_summary', incidentSummarySchema).select('*');
    if (filters.search?.trim()) query.ilike('title', titlePattern(filters.search));
    if (slice) query.in('id', slice);
    query.order('created_at', { ascending: false });
    if (filters.status) query.eq('status', filters.status);
    if (filters.severity) query.eq('severity', filters.severity);
    if (filters.type) query.eq('type', filters.type);
    return query.list(orgId, signal);
  };
  if (ids === null) return read(null);
  const rows = await readBySlices(ids, read);
  // Slices come back newest first each; the whole list must be too.
  return rows.sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
}

/** What the create dialog collects (spec 2 §3, §5). */
export interface NewIncident {
  title: string;
  description: string;
  severity: IncidentSeverity;
  status: IncidentStatus;
  type: IncidentType;
}

/**
 * Declares an incident (spec 2 §4 'Other'): the incident with the current user as creator,
 * commander and communicator (I4), then its root hypothesis titled like the incident with status
 * possible (I8), then the evidence, if any, on that hypothesis (I9). Answers the incident's id.
 * A failure stops the sequence and is thrown; nothing written before it is undone.
 */
export async function createIncident(
  orgId: string,
  input: NewIncident,
  userId: string,
  evidence?: EvidenceInput,
): Promise<string> {
  const [incident] = await postgrest<{ id: string }>('incidents').select('*').insert(orgId, {
    title: input.title.trim(),
    // The column is NOT NULL; an omitted description is stored empty.
    description: input.description.trim(),
    severity: input.severity,
    status: input.status,
    type: input.type,
    created_by: userId,
    commander_id: userId,
    communicator_id: userId,
  });
  if (!incident) throw new Error('The server did not answer the new incident.');
  const [root] = await postgrest<{ id: string }>('hypotheses').select('*').insert(orgId, {
    incident_id: incident.id,
    type: 'root',
    status: 'possible',
    title: input.title.trim(),
    created_by: userId,
  });
  if (!root) throw new Error('The server did not answer the root hypothesis.');
  if (evidence) {
    await postgrest('evidences').insert(orgId, {
      ...evidence,
      hypothesis_id: root.id,
      created_by: userId,
    });
  }
  return incident.id;
}

export function invalidateIncidents(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: incidentKeys.all });
}
