// The spec of a team (Mission Control's TeamSpec, `teams.spec`): the components it owns, the
// clients its responders use (jira, aws, ms_planner) and where it is notified. Upstream reads
// notifications as a list of notification configs (name, filter, url, connection, properties).
import {
  envVar,
  listOf,
  mapping,
  object,
  specSchema,
  str,
  strs,
  strMap,
  type JsonSchema,
} from './schema-parts.ts';

const client = (fields: Record<string, JsonSchema>): JsonSchema =>
  object({ username: envVar, password: envVar, ...fields });

export const teamSpecSchema = specSchema(
  'Team spec',
  {
    components: listOf(mapping),
    responder_clients: object({
      jira: client({ url: str }),
      aws: client({}),
      ms_planner: client({ tenant_id: str, client_id: str, group_id: str }),
    }),
    notifications: listOf(
      object({
        ...strs('name', 'filter', 'url', 'connection'),
        webhook: mapping,
        properties: strMap,
      }),
    ),
  },
  {},
);
