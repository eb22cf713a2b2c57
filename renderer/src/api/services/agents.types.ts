// Wire shapes of the agent calls (reference §4.2): AgentSummary rows (A1/A2) and the answer of
// `POST /agent/generate` (A3), whose access token is shown once.
import { z } from 'zod';

export const agentSummarySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  properties: z.record(z.string(), z.string()).nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  last_seen: z.string().nullish(),
  last_received: z.string().nullish(),
  config_count: z.number().nullish(),
  checks_count: z.number().nullish(),
  config_scrapper_count: z.number().nullish(),
  playbook_runs_count: z.number().nullish(),
  created_by: z
    .looseObject({
      id: z.string(),
      name: z.string().nullish(),
      avatar: z.string().nullish(),
      email: z.string().nullish(),
    })
    .nullish(),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;

export const generatedAgentSchema = z.looseObject({
  id: z.string(),
  username: z.string(),
  access_token: z.string(),
});
export type GeneratedAgent = z.infer<typeof generatedAgentSchema>;

export interface AgentListParams {
  pageIndex: number;
  pageSize: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
}

export interface AgentInput {
  name: string;
  properties: Record<string, string>;
}
