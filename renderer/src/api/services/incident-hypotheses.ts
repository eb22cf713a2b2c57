// The action plan's writes (reference §4.6 I8–I10): hypotheses, their evidence and comments, and
// the read of what each evidence points at (component, config, check, change, insight) so the
// plan can name and link it. Callers invalidate `incidentKeys.all` after every write.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { postgrest } from '../http/postgrest.ts';
import type { Evidence, HypothesisStatus, HypothesisType } from './incidents.types.ts';
import { ref } from './wire-parts.ts';

export interface HypothesisInput {
  incident_id: string;
  parent_id: string | null;
  type: HypothesisType;
  title: string;
  status: HypothesisStatus;
  created_by: string;
}

export async function createHypothesis(orgId: string, input: HypothesisInput): Promise<void> {
  await postgrest('hypotheses').insert(orgId, { ...input });
}

export async function updateHypothesis(
  orgId: string,
  id: string,
  patch: { status: HypothesisStatus } | { title: string },
): Promise<void> {
  await postgrest('hypotheses')
    .eq('id', id)
    .update(orgId, { ...patch });
}

/** I8's order: the comments, then the evidence, then the hypothesis itself. */
export async function deleteHypothesis(orgId: string, id: string): Promise<void> {
  await postgrest('comments').eq('hypothesis_id', id).delete(orgId);
  await postgrest('evidences').eq('hypothesis_id', id).delete(orgId);
  await postgrest('hypotheses').eq('id', id).delete(orgId);
}

export interface EvidencePatch {
  definition_of_done?: boolean;
  done?: boolean;
  script?: string | null;
  description?: string;
}

export async function updateEvidences(
  orgId: string,
  ids: readonly string[],
  patch: EvidencePatch,
): Promise<void> {
  if (ids.length === 0) return;
  await postgrest('evidences')
    .in('id', ids)
    .update(orgId, { ...patch });
}

export async function deleteEvidence(orgId: string, id: string): Promise<void> {
  await postgrest('evidences').eq('id', id).delete(orgId);
}

export interface CommentInput {
  incident_id: string;
  hypothesis_id: string;
  comment: string;
  created_by: string;
}

export async function createComment(orgId: string, input: CommentInput): Promise<void> {
  await postgrest('comments').insert(orgId, { ...input });
}

const componentRefSchema = ref('name', 'icon', 'type');
const configRefSchema = ref('name', 'type');
const checkRefSchema = ref('name', 'icon', 'type', 'status');
const changeRefSchema = ref('config_id', 'change_type', 'summary', 'severity', 'created_at');
const analysisRefSchema = ref('config_id', 'analyzer', 'analysis_type', 'message', 'severity');

export type ComponentRef = z.infer<typeof componentRefSchema>;
export type ConfigRef = z.infer<typeof configRefSchema>;
export type CheckRef = z.infer<typeof checkRefSchema>;
export type ChangeRef = z.infer<typeof changeRefSchema>;
export type AnalysisRef = z.infer<typeof analysisRefSchema>;

/** What the incident's evidence points at, by id. */
export interface EvidenceRefs {
  components: Record<string, ComponentRef>;
  configs: Record<string, ConfigRef>;
  checks: Record<string, CheckRef>;
  changes: Record<string, ChangeRef>;
  analyses: Record<string, AnalysisRef>;
}

function idsOf(evidences: readonly Evidence[], key: keyof Evidence): string[] {
  const ids = new Set<string>();
  for (const e of evidences) {
    const value = e[key];
    if (typeof value === 'string' && value) ids.add(value);
  }
  return [...ids].sort();
}

function byId<T extends { id: string }>(rows: readonly T[]): Record<string, T> {
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

async function rowsById<T extends { id: string }>(
  orgId: string,
  table: string,
  schema: z.ZodType<T>,
  columns: string,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Record<string, T>> {
  if (ids.length === 0) return {};
  const page = await postgrest(table, schema).select(columns).in('id', ids).fetch(orgId, signal);
  return byId(page.rows);
}

/** The referenced rows of every evidence of the incident (cached under the incident's keys). */
export function evidenceRefsQuery(
  orgId: string,
  incidentId: string,
  evidences: readonly Evidence[],
) {
  const ids = {
    components: idsOf(evidences, 'component_id'),
    configs: idsOf(evidences, 'config_id'),
    checks: idsOf(evidences, 'check_id'),
    changes: idsOf(evidences, 'config_change_id'),
    analyses: idsOf(evidences, 'config_analysis_id'),
  };
  return queryOptions({
    queryKey: ['incidents', 'evidence-refs', { id: incidentId, ids }] as const,
    queryFn: async ({ signal }): Promise<EvidenceRefs> => {
      const [components, configs, checks, changes, analyses] = await Promise.all([
        rowsById(
          orgId,
          'components',
          componentRefSchema,
          'id,name,icon,type',
          ids.components,
          signal,
        ),
        rowsById(orgId, 'config_items', configRefSchema, 'id,name,type', ids.configs, signal),
        rowsById(orgId, 'checks', checkRefSchema, 'id,name,icon,type,status', ids.checks, signal),
        rowsById(
          orgId,
          'config_changes',
          changeRefSchema,
          'id,config_id,change_type,summary,severity,created_at',
          ids.changes,
          signal,
        ),
        rowsById(
          orgId,
          'config_analysis',
          analysisRefSchema,
          'id,config_id,analyzer,analysis_type,message,severity',
          ids.analyses,
          signal,
        ),
      ]);
      return { components, configs, checks, changes, analyses };
    },
    staleTime: 60_000,
  });
}

export interface EvidenceInsert {
  hypothesis_id: string;
  type: string;
  description: string;
  evidence?: Record<string, unknown>;
  definition_of_done?: boolean;
  script?: string | null;
  created_by: string;
}

export async function createEvidence(orgId: string, input: EvidenceInsert): Promise<void> {
  await postgrest('evidences').insert(orgId, { ...input });
}
