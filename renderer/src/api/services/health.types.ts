// Wire shapes of the health calls (reference §4.1): the checks summary (H1), the check row with its
// relationships (H3), check history (H5), the graph (H6), Run Now (H7) and the canary spec (H8).
// Schemas are loose: unknown fields pass through and optional ones may be null.
import { z } from 'zod';

const optStr = z.string().nullish();

export const checkSummarySchema = z.looseObject({
  id: z.string(),
  canary_id: optStr,
  agent_id: optStr,
  canary_name: optStr,
  canary_namespace: optStr,
  name: z.string(),
  namespace: optStr,
  type: optStr,
  status: optStr,
  labels: z.record(z.string(), z.string()).nullish(),
  uptime: z.looseObject({ passed: z.number().nullish(), failed: z.number().nullish() }).nullish(),
  latency: z
    .looseObject({
      p99: z.number().nullish(),
      p97: z.number().nullish(),
      p95: z.number().nullish(),
      rolling1h: z.number().nullish(),
    })
    .nullish(),
  description: optStr,
  icon: optStr,
  endpoint: optStr,
  severity: optStr,
  last_transition_time: optStr,
  last_runtime: optStr,
  next_runtime: optStr,
  created_at: optStr,
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
  canary_id: optStr,
  namespace: optStr,
  type: optStr,
  icon: optStr,
  endpoint: optStr,
  description: optStr,
  severity: optStr,
  status: optStr,
  labels: z.record(z.string(), z.string()).nullish(),
  spec: z.unknown().optional(),
  last_runtime: optStr,
  next_runtime: optStr,
  last_transition_time: optStr,
  canaries: z
    .looseObject({
      id: z.string(),
      name: optStr,
      source: optStr,
      labels: z.record(z.string(), z.string()).nullish(),
    })
    .nullish(),
  agents: z.looseObject({ id: z.string(), name: optStr }).nullish(),
  components: z
    .array(
      z.looseObject({
        components: z.looseObject({ id: z.string(), name: optStr, icon: optStr }).nullish(),
      }),
    )
    .nullish(),
  configs: z
    .array(
      z.looseObject({
        configs: z.looseObject({ id: z.string(), name: optStr, type: optStr }).nullish(),
      }),
    )
    .nullish(),
});
export type CheckDetail = z.infer<typeof checkDetailSchema>;

export const checkStatusSchema = z.looseObject({
  time: z.string(),
  status: z.boolean().nullish(),
  duration: z.number().nullish(),
  message: optStr,
  error: optStr,
});
export type CheckStatus = z.infer<typeof checkStatusSchema>;

export const graphResponseSchema = z.looseObject({
  status: z
    .array(
      z.looseObject({
        time: optStr,
        status: z.boolean().nullish(),
        duration: z.number().nullish(),
        count: z.number().nullish(),
        passed: z.number().nullish(),
        failed: z.number().nullish(),
      }),
    )
    .nullish(),
  latency: z
    .looseObject({
      p99: z.number().nullish(),
      p97: z.number().nullish(),
      p95: z.number().nullish(),
      rolling1h: z.number().nullish(),
    })
    .nullish(),
  uptime: z.looseObject({ passed: z.number().nullish(), failed: z.number().nullish() }).nullish(),
});
export type CheckGraph = z.infer<typeof graphResponseSchema>;

export const canarySpecSchema = z.looseObject({
  id: z.string(),
  name: optStr,
  namespace: optStr,
  source: optStr,
  spec: z.unknown().optional(),
});
export type CanarySpec = z.infer<typeof canarySpecSchema>;

export interface CheckHistoryParams {
  checkId: string;
  /** A short range option (`1h`, `1d`…); history starts that long before the fetch. */
  range: string;
  /** 1 = healthy only, 0 = unhealthy only. */
  status?: 0 | 1;
  minDurationMs?: number;
  pageIndex: number;
  pageSize: number;
}
