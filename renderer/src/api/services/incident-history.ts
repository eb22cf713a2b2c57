// An incident's changelog (reference §4.6 I12): the history rows the backend writes for every
// change, newest first, with the evidence, hypothesis, responder or comment each one is about.
import { postgrest } from '../http/postgrest.ts';
import { rowsQuery } from '../http/postgrest-queries.ts';
import { incidentKeys } from './incident-detail.ts';
import { historySchema } from './incidents.types.ts';

/** I12's select, as the console sends it. */
export const INCIDENT_HISTORY_SELECT =
  '*,evidence:evidences(id,description,type,components(id,name,icon),configs(id,name),' +
  'config_changes(id,change_type),config_analysis(id,analyzer,message,analysis),' +
  'checks(id,icon,name)),hypothesis:hypotheses(id,title),' +
  'responder:responders(id,person:person_id(id,name,avatar),team:team_id(id,name,icon)),' +
  'comment:comments(id,comment),created_by(id,name,avatar)';

export function incidentHistoryQuery(orgId: string, incidentId: string) {
  const query = postgrest('incident_histories', historySchema)
    .select(INCIDENT_HISTORY_SELECT)
    .eq('incident_id', incidentId)
    .order('created_at', { ascending: false });
  return rowsQuery(orgId, incidentKeys.history(incidentId), query);
}
