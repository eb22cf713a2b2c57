// One incident (reference §4.6 I2): the incident with its hypotheses, their evidence and comments,
// and the commander. The list (I1), hypotheses (I7–I10), responders (I11) and history (I12) are in
// their own modules; they all invalidate `incidentKeys.all` after a write.
import { postgrest } from '../http/postgrest.ts';
import { rowQuery } from '../http/postgrest-queries.ts';
import { incidentDetailSchema } from './incidents.types.ts';

const PERSON = 'id,name,avatar,email';

/** I2's select: hypotheses with evidence and comments, the commander and communicator. */
export const INCIDENT_DETAIL_SELECT =
  `*,hypotheses(*,created_by(${PERSON}),evidences(*,created_by(${PERSON})),` +
  `comments(id,created_at,comment,external_created_by,hypothesis_id,created_by(${PERSON}))),` +
  `commander:commander_id(${PERSON}),communicator_id(${PERSON})`;

export const incidentKeys = {
  all: ['incidents'] as const,
  list: (filters: Record<string, string>) => ['incidents', 'list', filters] as const,
  detail: (id: string) => ['incidents', 'detail', { id }] as const,
  responders: (id: string) => ['incidents', 'responders', { id }] as const,
  history: (id: string) => ['incidents', 'history', { id }] as const,
};

/** The incident, or null when there is none with that id. */
export function incidentDetailQuery(orgId: string, id: string) {
  const query = postgrest('incidents', incidentDetailSchema)
    .select(INCIDENT_DETAIL_SELECT)
    .eq('id', id);
  return rowQuery(orgId, incidentKeys.detail(id), query);
}
