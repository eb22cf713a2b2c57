// Wire shapes of the agent calls (reference §4.2): AgentSummary rows (A1/A2) and the answer of
// `POST /agent/generate` (A3), whose access token is shown once.
import { z } from 'zod';
import { opt, personRefSchema, timestamps } from './wire-parts.ts';

export const agentSummarySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  properties: opt.stringMap,
  ...timestamps,
  ...opt.strings('description', 'last_seen', 'last_received'),
  ...opt.numbers('config_count', 'checks_count', 'config_scrapper_count', 'playbook_runs_count'),
  created_by: personRefSchema.nullish(),
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
