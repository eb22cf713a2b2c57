// Wire shapes of the health calls (reference §4.1): the checks summary (H1), the check row with its
// relationships (H3), check history (H5), the graph (H6), Run Now (H7) and the canary spec (H8).
// Schemas are loose: unknown fields pass through and optional ones may be null.
import { z } from 'zod';
import { latencySchema, opt, ref, uptimeSchema } from './wire-parts.ts';

/** The optional text columns of a summary row (check-summary-fast.ts checks the same). */
export const CHECK_SUMMARY_TEXTS = [
  ...['canary_id', 'agent_id', 'canary_name', 'canary_namespace', 'namespace', 'type'],
  ...['status', 'description', 'icon', 'endpoint', 'severity', 'last_transition_time'],
  ...['last_runtime', 'next_runtime', 'created_at'],
] as const;

export const checkSummarySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  ...opt.strings(...CHECK_SUMMARY_TEXTS),
  labels: opt.stringMap,
  uptime: uptimeSchema,
  latency: latencySchema,
});
export type CheckSummary = z.infer<typeof checkSummarySchema> & {
  /** Name of the (non-local) agent, merged from H2. */
  agentName?: string;
};

export const summaryResponseSchema = z.looseObject({
  checks_summary: z.array(checkSummarySchema).nullish(),
});

export const agentNameSchema = z.looseObject({ id: z.string(), name: z.string() });

export const checkDetailSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  ...opt.strings('canary_id', 'namespace', 'type', 'icon', 'endpoint', 'description'),
  ...opt.strings('severity', 'status', 'last_runtime', 'next_runtime', 'last_transition_time'),
  labels: opt.stringMap,
  spec: z.unknown().optional(),
  canaries: ref('name', 'source').extend({ labels: opt.stringMap }).nullish(),
  agents: ref('name').nullish(),
  components: z.array(z.looseObject({ components: ref('name', 'icon').nullish() })).nullish(),
  configs: z.array(z.looseObject({ configs: ref('name', 'type').nullish() })).nullish(),
});
export type CheckDetail = z.infer<typeof checkDetailSchema>;

export const checkStatusSchema = z.looseObject({
  time: z.string(),
  status: opt.bool,
  duration: opt.num,
  ...opt.strings('message', 'error'),
});
export type CheckStatus = z.infer<typeof checkStatusSchema>;

const graphPointSchema = z.looseObject({
  time: opt.str,
  status: opt.bool,
  ...opt.numbers('duration', 'count', 'passed', 'failed'),
});

export const graphResponseSchema = z.looseObject({
  status: z.array(graphPointSchema).nullish(),
  latency: latencySchema,
  uptime: uptimeSchema,
});

export const canarySpecSchema = ref('name', 'namespace', 'source').extend({
  spec: z.unknown().optional(),
});
