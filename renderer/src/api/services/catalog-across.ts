// One column's read of a compare across organisations (issue 36 item 4): the config as that
// organisation holds it — the same id when it has it, else the one of the same name and type
// (narrowed by namespace and cluster tags when there are several).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { postgrest } from '../http/postgrest.ts';
import { catalogCompareKeys } from './catalog-compare.ts';
import { configDetailSchema, type ConfigDetail } from './catalog-item.types.ts';
import { opt } from './wire-parts.ts';

/** What finds a config in another organisation: its id, name, type and namespace/cluster tags. */
export interface ConfigIdentity {
  id: string;
  name: string;
  type: string | null;
  namespace: string | null;
  cluster: string | null;
}

export interface Candidate {
  id: string;
  tags?: Record<string, string> | null;
}

/**
 * The one candidate (same name and type, read from the other organisation) that is this config
 * there: the only one, else the only one with the same namespace and cluster tags; null when there
 * is none. Throws, naming the ambiguity, rather than showing a wrong config.
 */
export function pickCandidate(
  identity: ConfigIdentity,
  candidates: readonly Candidate[],
): string | null {
  const what = identityText(identity);
  if (candidates.length === 0) return null;
  if (candidates.length === 1) return candidates[0]!.id;
  const same = candidates.filter(
    (c) =>
      (identity.namespace === null || c.tags?.namespace === identity.namespace) &&
      (identity.cluster === null || c.tags?.cluster === identity.cluster),
  );
  if (same.length === 1) return same[0]!.id;
  const where = [
    identity.namespace && `namespace ${identity.namespace}`,
    identity.cluster && `cluster ${identity.cluster}`,
  ].filter(Boolean);
  throw new Error(
    `${same.length === 0 ? candidates.length : same.length} configs named ${what}${
      where.length > 0 ? ` (${where.join(', ')})` : ''
    }: none is shown rather than a wrong one`,
  );
}

/** `checkout (Kubernetes::Deployment)`: the config a column looks for. */
export const identityText = (identity: ConfigIdentity): string =>
  `${identity.name || identity.id}${identity.type ? ` (${identity.type})` : ''}`;

const candidateSchema = z.looseObject({ id: z.string(), tags: opt.stringMap });
/** Candidates read by name and type; more than this many of one name and type is ambiguous anyway. */
const CANDIDATE_LIMIT = 20;

/** What finds `config` elsewhere: its id, name, type and namespace/cluster tags. */
export function identityOf(config: ConfigDetail): ConfigIdentity {
  return {
    id: config.id,
    name: config.name ?? '',
    type: config.type ?? null,
    namespace: config.tags?.namespace ?? null,
    cluster: config.tags?.cluster ?? null,
  };
}

/**
 * The config in `orgId`; null when it holds none (its column says so); an Error naming an
 * ambiguity. Read in the app's client (useAcrossReads), keyed by organisation.
 */
export function configInOrgQuery(orgId: string, identity: ConfigIdentity | null, enabled: boolean) {
  return queryOptions({
    queryKey: [...catalogCompareKeys.all, 'in-org', { orgId, identity }] as const,
    queryFn: async ({ signal }): Promise<ConfigDetail | null> => {
      if (!identity) return null;
      const detail = (id: string) =>
        postgrest('config_detail', configDetailSchema)
          .select('*')
          .eq('id', id)
          .maybeSingle(orgId, signal);
      const same = await detail(identity.id);
      if (same && !same.deleted_at) return same;
      if (!identity.name) return null;
      const query = postgrest('config_items', candidateSchema)
        .select('id,tags')
        .is('deleted_at', null)
        .eq('name', identity.name);
      if (identity.type) query.eq('type', identity.type);
      const candidates = await query.limit(CANDIDATE_LIMIT).list(orgId, signal);
      const id = pickCandidate(identity, candidates);
      return id === null ? null : detail(id);
    },
    enabled: enabled && identity !== null,
    retry: false,
    meta: { silentErrors: true },
  });
}
