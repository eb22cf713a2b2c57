// An incident's responders (reference §4.6 I11, spec 2 §7): the list with team and person
// embedded, adding one (a person, or a team through one of its responder clients) and the soft
// delete. Also what the Add Responders wizard reads: the teams with their spec (which holds
// `responder_clients`) and the Jira / MS Planner integration configs the ticket forms choose from.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { postgrest } from '../http/postgrest.ts';
import { rowQuery, rowsQuery } from '../http/postgrest-queries.ts';
import { incidentKeys } from './incident-detail.ts';
import { responderSchema } from './incidents.types.ts';
import { opt, ref } from './wire-parts.ts';

export const RESPONDERS_SELECT =
  '*,team:team_id(id,name,icon,spec),person:person_id(id,name,avatar)';

export const responderTeamSchema = ref('icon').extend({ name: z.string(), spec: opt.jsonMap });
export type ResponderTeam = z.infer<typeof responderTeamSchema>;

/** The two kinds of integration a ticket responder files into (config_items.type). */
export type IntegrationKind = 'Jira' | 'MSPlanner';

export const integrationConfigSchema = ref('name').extend({
  /** text[] in the database; a plain string is accepted as well. */
  external_id: z.union([z.array(z.string()), z.string()]).nullish(),
  config: opt.jsonMap,
});
export type IntegrationConfig = z.infer<typeof integrationConfigSchema>;

export const respondersKeys = {
  teams: () => ['incident-responders', 'teams'] as const,
  integrations: (kind: IntegrationKind, search: string) =>
    ['incident-responders', 'integrations', { kind, search }] as const,
  integration: (id: string) => ['incident-responders', 'integration', { id }] as const,
};

/** I11: the incident's responders that are not deleted, oldest first. */
export function incidentRespondersQuery(orgId: string, incidentId: string) {
  const query = postgrest('responders', responderSchema)
    .select(RESPONDERS_SELECT)
    .eq('incident_id', incidentId)
    .is('deleted_at', null)
    .order('created_at');
  return rowsQuery(orgId, incidentKeys.responders(incidentId), query);
}

/** Teams a responder can be picked from, with their spec (responder clients). */
export function responderTeamsQuery(orgId: string) {
  const query = postgrest('teams', responderTeamSchema)
    .select('id,name,icon,spec')
    .is('deleted_at', null)
    .order('name');
  return rowsQuery(orgId, respondersKeys.teams(), query, { staleTime: 5 * 60_000 });
}

/** Jira or MS Planner instances whose name matches `search` (empty: all). */
export function integrationConfigsQuery(orgId: string, kind: IntegrationKind, search: string) {
  return queryOptions({
    queryKey: respondersKeys.integrations(kind, search),
    queryFn: async ({ signal }): Promise<IntegrationConfig[]> => {
      const query = postgrest('config_items', integrationConfigSchema)
        .select('id,name,external_id,config')
        .eq('type', kind)
        .is('deleted_at', null);
      if (search.trim()) query.ilike('name', `*${search.trim()}*`);
      return query.order('name').limit(50).list(orgId, signal);
    },
    meta: { persist: false },
  });
}

/** The chosen instance read again by id: its projects / plans feed the form's selectors. */
export function integrationConfigQuery(orgId: string, id: string) {
  const query = postgrest('config_items', integrationConfigSchema)
    .select('id,name,external_id,config')
    .eq('id', id);
  return rowQuery(orgId, respondersKeys.integration(id), query);
}

export interface NewResponder {
  incident_id: string;
  created_by: string;
  /** 'person' for a person, 'system' for a team's responder client (spec 2 §3). */
  type: 'person' | 'system';
  team_id?: string;
  person_id?: string;
  /** responderType (person, email, jira, …) and the type's fields. */
  properties: Record<string, string>;
}

export async function addResponder(orgId: string, responder: NewResponder): Promise<void> {
  await postgrest('responders')
    .select('*')
    .insert(orgId, { ...responder });
}

/** Soft delete: the row stays with deleted_at set, as the console removes responders. */
export async function deleteResponder(orgId: string, id: string): Promise<void> {
  await postgrest('responders').eq('id', id).softDelete(orgId);
}
