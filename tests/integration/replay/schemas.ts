// Answer shapes of the console's requests (console-pages.ts). Where the renderer already declares
// the wire shape of the same endpoint its zod schema is reused; the rest are minimal schemas of
// what the console reads from the answer (flanksource-ui 1.4.308), loose so extra fields pass.
import { z } from 'zod';
import { agentSummarySchema } from '../../../renderer/src/api/services/agents.types.ts';
import { catalogChangesResponseSchema } from '../../../renderer/src/api/services/catalog-changes.types.ts';
import { configSummaryRowSchema } from '../../../renderer/src/api/services/catalog.types.ts';
import {
  canarySpecSchema,
  checkDetailSchema,
  checkStatusSchema,
  graphResponseSchema,
  summaryResponseSchema,
} from '../../../renderer/src/api/services/health.types.ts';
import {
  incidentDetailSchema,
  incidentSummarySchema,
} from '../../../renderer/src/api/services/incidents.types.ts';
import { playbookRunSchema } from '../../../renderer/src/api/services/playbook-runs.types.ts';
import { runnablePlaybookSchema } from '../../../renderer/src/api/services/playbooks.types.ts';
import { topologyResponseSchema } from '../../../renderer/src/api/services/topology.types.ts';

const optStr = z.string().nullish();
const id = z.string().min(1);
const person = z.looseObject({ id, name: optStr, avatar: optStr, email: optStr });

/** A PostgREST answer: an array of rows. */
export const rowsOf = <T extends z.ZodType>(row: T) => z.array(row);
/** Any PostgREST row array (the console reads the rows only by the select it asked for). */
export const anyRows = z.array(z.looseObject({}));
/** `Prefer: return=minimal`: no body. */
export const minimal = z.undefined();

// --- bootstrap -----------------------------------------------------------------------------

export const whoami = z.looseObject({
  message: z.string().optional(),
  payload: z.looseObject({
    user: person,
    roles: z.array(z.string()),
    permissions: z.array(z.unknown()).nullish(),
  }),
});
export const property = z.looseObject({ name: z.string(), value: z.unknown() });
export const scope = z.looseObject({ id, name: z.string() });
export const permission = z.looseObject({
  id,
  action: z.string(),
  subject: optStr,
  subject_type: optStr,
  deny: z.boolean().nullish(),
  error: optStr,
});
export const permissionSubject = z.looseObject({ id, name: optStr, type: z.string() });
export const viewSummary = z.looseObject({
  id,
  name: z.string(),
  namespace: optStr,
  title: optStr,
  icon: optStr,
  ordinal: z.number().nullish(),
});
export const touchpoint = z.looseObject({ key: z.string() });

// --- health --------------------------------------------------------------------------------

export const canarySummary = summaryResponseSchema.extend({
  checks_summary: z.array(summaryResponseSchema.shape.checks_summary.unwrap().unwrap().element),
});
export { canarySpecSchema, checkDetailSchema, checkStatusSchema, graphResponseSchema };

// --- catalog -------------------------------------------------------------------------------

export const configSummary = z.array(configSummaryRowSchema);
export const configType = z.looseObject({ type: z.string() });
export const configStatus = z.looseObject({ status: optStr });
export const tagKey = z.looseObject({ key: z.string() });
export const configDetail = z.looseObject({ id, name: optStr, type: optStr, config_class: optStr });
export const viewListItem = z.looseObject({ id, name: z.string(), namespace: optStr });
export const pluginListing = z.looseObject({ name: z.string() });
export const configAccessSummary = z.looseObject({
  config_id: id,
  config_name: optStr,
  config_type: optStr,
  external_user_id: optStr,
  user: optStr,
  email: optStr,
  role: optStr,
  user_type: optStr,
  external_group_id: optStr,
  last_signed_in_at: optStr,
  last_reviewed_at: optStr,
  created_at: optStr,
});
export const configAccessLog = z.looseObject({
  config_id: id,
  external_user_id: optStr,
  created_at: optStr,
  external_users: z.looseObject({ name: optStr, user_email: optStr }).nullish(),
});
const accessGroup = {
  access_count: z.number(),
  distinct_roles: z.number(),
  last_signed_in_at: optStr,
  latest_grant: optStr,
};
export const configAccessByUser = z.looseObject({
  external_user_id: id,
  user: optStr,
  email: optStr,
  distinct_configs: z.number(),
  config_types: z.array(z.string()).nullish(),
  ...accessGroup,
});
export const configAccessByGroup = z.looseObject({
  external_group_id: id,
  group: optStr,
  distinct_users: z.number(),
  distinct_configs: z.number(),
  ...accessGroup,
});
export const configAccessByConfig = z.looseObject({
  config_id: id,
  config_name: optStr,
  config_type: optStr,
  distinct_users: z.number(),
  ...accessGroup,
});
export const configAccessFilterOptions = z.looseObject({
  catalogs: z.array(z.looseObject({ config_id: id, config_name: optStr, config_type: optStr })),
  users: z.array(z.looseObject({ external_user_id: id, user: optStr, email: optStr })),
  groups: z.array(z.looseObject({ external_group_id: id, group: optStr })),
  roles: z.array(z.looseObject({ role: optStr })),
  user_types: z.array(z.looseObject({ user_type: optStr })),
});
export const externalUser = z.looseObject({
  id,
  name: optStr,
  email: optStr,
  aliases: z.array(z.string()).nullish(),
  user_type: optStr,
});
export { catalogChangesResponseSchema };
export const changeType = z.looseObject({ change_type: optStr });
export const insightRow = z.looseObject({
  id,
  analysis_type: optStr,
  analyzer: optStr,
  severity: optStr,
  status: optStr,
  first_observed: optStr,
  config: z.looseObject({ id, name: optStr, type: optStr, config_class: optStr }).nullish(),
});
export const insightFilterOptions = z.looseObject({
  types: z.array(z.string()).nullish(),
  analyzers: z.array(z.string()).nullish(),
  sources: z.array(z.string()).nullish(),
  config_types: z.array(z.string()).nullish(),
  catalogs: z.array(z.looseObject({ id })).nullish(),
});
export const scraperWithStatus = z.looseObject({
  id,
  name: z.string(),
  created_by: person.nullish(),
});

// --- topology ------------------------------------------------------------------------------

export const topology = topologyResponseSchema.unwrap().extend({
  components: z.array(z.looseObject({ id, name: z.string() })),
});

// --- incidents -----------------------------------------------------------------------------

export { incidentSummarySchema };

const isObject = (v: unknown) => typeof v === 'object' && v !== null;

/**
 * The console's ConfigEvidenceView calls Object.keys on `evidence.lines` and
 * `evidence.selected_lines` (line number → text), so both must be there.
 */
export const incidentDetail = incidentDetailSchema.superRefine((incident, ctx) => {
  for (const h of incident.hypotheses ?? [])
    for (const e of (h as { evidences?: { type: string; evidence?: unknown }[] }).evidences ?? []) {
      if (e.type !== 'config') continue;
      const ev = (e.evidence ?? {}) as Record<string, unknown>;
      if (!isObject(ev.lines) || !isObject(ev.selected_lines))
        ctx.addIssue({
          code: 'custom',
          message: `config evidence of hypothesis ${String((h as { id?: unknown }).id)} lacks lines/selected_lines`,
        });
    }
});

// --- playbooks -----------------------------------------------------------------------------

export const playbook = z.looseObject({
  id,
  name: z.string(),
  title: optStr,
  spec: z.unknown(),
  created_by: person.nullish(),
});
export { playbookRunSchema, runnablePlaybookSchema };

// --- notifications -------------------------------------------------------------------------

export const notificationSummary = z.looseObject({
  total: z.number(),
  results: z.array(z.looseObject({ resource_type: optStr })).nullish(),
});
export const resourceType = z.looseObject({ resource_type: optStr });
export const keyValue = z.looseObject({ key: z.string(), value: optStr });
export const silence = z.looseObject({
  id,
  name: optStr,
  from: optStr,
  until: optStr,
  createdBy: person.nullish(),
});

// --- settings ------------------------------------------------------------------------------

export const named = z.looseObject({ id, name: z.string() });
export const jobHistorySummary = z.looseObject({ name: z.string(), last_run_at: optStr });
/** Mission Control's view groups by event name: one row per name, no per-event `event_id`. */
export const eventQueueSummary = z
  .array(
    z.looseObject({
      name: z.string(),
      pending: z.number(),
      failed: z.number(),
      last_failure: optStr,
    }),
  )
  .superRefine((rows, ctx) => {
    const names = rows.map((r) => r.name);
    const repeated = names.filter((n, i) => names.indexOf(n) !== i);
    if (repeated.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `one row per event name expected; repeated: ${[...new Set(repeated)].join(', ')}`,
      });
    if (rows.some((r) => 'event_id' in r))
      ctx.addIssue({ code: 'custom', message: 'rows carry event_id (one row per event)' });
  });
export const identity = z.looseObject({ id, traits: z.unknown().optional() });
export { agentSummarySchema };

// --- incident changelog, check evidence, artifacts (issue 32, 20) ---------------------------

export const incidentHistory = z.looseObject({
  id,
  incident_id: id,
  type: optStr,
  created_by: person.nullish(),
  evidence: z.looseObject({ id, type: optStr }).nullish(),
  hypothesis: z.looseObject({ id, title: optStr }).nullish(),
  responder: z.looseObject({ id }).nullish(),
  comment: z.looseObject({ id, comment: optStr }).nullish(),
});
/** canary-checker's older `/api` list: the console reads checks[0] (status, uptime, statuses). */
export const canaryChecks = z.looseObject({
  runnerName: z.string(),
  checks: z
    .array(
      z.looseObject({
        id,
        name: z.string(),
        type: z.string(),
        status: optStr,
        uptime: z.looseObject({ passed: z.number(), failed: z.number() }),
        checkStatuses: z.array(
          z.looseObject({ status: z.boolean(), time: z.string(), duration: z.number().nullish() }),
        ),
      }),
    )
    .optional(),
});
export const artifactSummary = z.looseObject({
  content_type: optStr,
  storage: z.enum(['inline', 'external']),
  connection_id: optStr,
  connection_name: optStr,
  connection_type: optStr,
  total_count: z.number(),
  total_size: z.number(),
});
export const artifact = z.looseObject({
  id,
  filename: z.string(),
  path: z.string(),
  size: z.number(),
  playbook_run_action: z.looseObject({ id, name: z.string() }).nullish(),
  config_change: z.looseObject({ id }).nullish(),
});
