// An incident's changelog (reference §4.6 I12): the history rows the backend writes for every
// change, newest first, with the evidence, hypothesis, responder or comment each one is about.
import { queryOptions } from '@tanstack/react-query';
import { postgrest } from '../http/postgrest.ts';
import { incidentKeys } from './incident-detail.ts';
import { historySchema, type IncidentHistory } from './incidents.types.ts';

/** I12's select, as the console sends it. */
export const INCIDENT_HISTORY_SELECT =
  '*,evidence:evidences(id,description,type,components(id,name,icon),configs(id,name),' +
  'config_changes(id,change_type),config_analysis(id,analyzer,message,analysis),' +
  'checks(id,icon,name)),hypothesis:hypotheses(id,title),' +
  'responder:responders(id,person:person_id(id,name,avatar),team:team_id(id,name,icon)),' +
  'comment:comments(id,comment),created_by(id,name,avatar)';

export function incidentHistoryQuery(orgId: string, incidentId: string) {
  return queryOptions({
    queryKey: incidentKeys.history(incidentId),
    queryFn: async ({ signal }): Promise<IncidentHistory[]> =>
      (
        await postgrest('incident_histories', historySchema)
          .select(INCIDENT_HISTORY_SELECT)
          .eq('incident_id', incidentId)
          .order('created_at', { ascending: false })
          .fetch(orgId, signal)
      ).rows,
  });
}
