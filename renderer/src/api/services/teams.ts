// Team membership (reference §4.7 S5): a team's members with their person embedded, the people
// who can be added, and the link writes. Removal names the team as well as the person (the web
// console leaves the team out and so removes the person from every team).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postgrest } from '../http/postgrest.ts';
import { rowsQuery } from '../http/postgrest-queries.ts';
import { opt } from './wire-parts.ts';

const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  ...opt.strings('email', 'avatar'),
});
export type TeamPerson = z.infer<typeof personSchema>;

const memberSchema = z.object({ team_id: z.string(), person_id: personSchema });

export const teamsKeys = {
  all: ['teams'] as const,
  members: (teamId: string) => ['teams', 'members', { teamId }] as const,
  people: () => ['teams', 'people'] as const,
};

export function teamMembersQuery(orgId: string, teamId: string) {
  return queryOptions({
    queryKey: teamsKeys.members(teamId),
    queryFn: async ({ signal }) => {
      const page = await postgrest('team_members', memberSchema)
        .select('*,person_id(id,name,email,avatar)')
        .eq('team_id', teamId)
        .fetch(orgId, signal);
      return page.rows.map((row) => row.person_id).sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

export function peopleQuery(orgId: string) {
  const query = postgrest('people', personSchema)
    .select('id,name,email,avatar')
    .is('deleted_at', null)
    .not('email', 'is', 'null')
    .order('name');
  return rowsQuery(orgId, teamsKeys.people(), query, { staleTime: 5 * 60_000 });
}

export async function addTeamMembers(
  orgId: string,
  teamId: string,
  personIds: readonly string[],
): Promise<void> {
  await postgrest('team_members').insert(
    orgId,
    personIds.map((personId) => ({ team_id: teamId, person_id: personId })),
  );
}

export async function removeTeamMember(
  orgId: string,
  teamId: string,
  personId: string,
): Promise<void> {
  await postgrest('team_members').eq('team_id', teamId).eq('person_id', personId).delete(orgId);
}

export function invalidateTeamMembers(client: QueryClient, teamId: string): Promise<void> {
  return client.invalidateQueries({ queryKey: teamsKeys.members(teamId) });
}
