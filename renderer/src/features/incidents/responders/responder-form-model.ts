// The responder forms as plain data (spec 2 §5): what a team configured for a responder type
// (fixed `values`, prefilled `defaults`, a `linkUrl`), the form's first values, the one message
// every empty field shows, the fields the team fixed (disabled, so a change of what they need
// leaves them: the kit's clearDependents), the instance preselected for a team, and the
// properties sent (empty fields dropped).
import type { IntegrationConfig } from '../../../api/services/incident-responders.ts';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { isRecord } from '../../../lib/data/is-record.ts';
import { withoutEmpty } from '../../../lib/data/without-empty.ts';
import {
  INSTANCE_FIELD,
  RESPONDER_TYPES,
  type FormValues,
  type ResponderField,
  type ResponderTypeDef,
} from './responder-types.ts';

/** One entry of a team's `spec.responder_clients`. */
export interface ResponderClient {
  values: Record<string, string>;
  defaults: Record<string, string>;
  linkUrl: string | null;
}

const stringMap = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(isRecord(value) ? value : {}).flatMap(([key, v]) =>
      ['string', 'number', 'boolean'].includes(typeof v) ? [[key, String(v)]] : [],
    ),
  );

/** The team's configured responder clients by type; entries that are not objects count as empty. */
export function responderClients(
  spec: Record<string, unknown> | null | undefined,
): Record<string, ResponderClient> {
  const clients = spec?.['responder_clients'];
  return Object.fromEntries(
    Object.entries(isRecord(clients) ? clients : {}).map(([type, raw]) => {
      const entry = isRecord(raw) ? raw : {};
      const linkUrl = entry['linkUrl'];
      return [
        type,
        {
          values: stringMap(entry['values']),
          defaults: stringMap(entry['defaults']),
          linkUrl: typeof linkUrl === 'string' ? linkUrl : null,
        },
      ];
    }),
  );
}

/** The types the team configured that this console has a form for, in the console's order. */
export function configuredTypes(
  spec: Record<string, unknown> | null | undefined,
): ResponderTypeDef[] {
  const clients = responderClients(spec);
  return RESPONDER_TYPES.filter((def) => def.type in clients);
}

/** Fills `{{path.to.value}}` from `context`; placeholders it cannot fill stay as they are. */
export function fillTemplate(template: string, context: Record<string, unknown>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, path: string) => {
    let value: unknown = context;
    for (const part of path.split('.')) value = isRecord(value) ? value[part] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
}

/**
 * The form's first values: a fixed value wins, then the default (a template over the incident),
 * then the preselected instance for the instance field, else empty.
 */
export function initialValues(
  def: ResponderTypeDef,
  client: ResponderClient | undefined,
  context: { incident: Record<string, unknown> },
  instanceId?: string | null,
): FormValues {
  const fill = (scope: Record<string, unknown>): FormValues =>
    Object.fromEntries(
      def.fields.map(({ id }) => {
        const fallback = client?.defaults[id];
        const empty = id === INSTANCE_FIELD && instanceId ? instanceId : '';
        const value = fallback === undefined ? empty : fillTemplate(fallback, scope);
        return [id, client?.values[id] ?? value];
      }),
    );
  // Defaults may refer to other fields ({{summary}} in a description, say).
  return fill({ ...context, ...fill(context) });
}

export const SET_BY_TEAM_TEXT = 'Set by the team.';

/**
 * The type's fields for the form, a value the team fixed shown disabled; selectors (instance,
 * project, plan…) are drawn by `selector`.
 */
export function responderFieldDefs(
  def: ResponderTypeDef,
  client?: ResponderClient,
  selector?: (field: ResponderField) => FieldDef['render'],
): FieldDef[] {
  return def.fields.map((field) => ({
    ...field,
    render: field.picker && selector?.(field),
    ...(client?.values[field.id] !== undefined ? { disabled: true, help: SET_BY_TEAM_TEXT } : {}),
  }));
}

/** What is sent as `properties`: the type and the non-empty fields, trimmed. */
export const toProperties = (def: ResponderTypeDef, values: FormValues) => ({
  responderType: def.type,
  ...(withoutEmpty(
    Object.fromEntries(def.fields.map((f) => [f.id, (values[f.id] ?? '').trim()])),
  ) as FormValues),
});

/** The team's own instance: the first config whose external_id mentions the team's id. */
export function preselectInstance(
  configs: readonly IntegrationConfig[],
  teamId: string,
): IntegrationConfig | undefined {
  return configs.find((config) =>
    [config.external_id ?? []].flat().some((id) => id.includes(teamId)),
  );
}
