// Shared state of one world generation: seed, scale, clock, id factory, the rows produced so far
// (per table) and typed references the domain generators hand to each other.
import type { IdFactory } from './ids.ts';
import { idFactory } from './ids.ts';
import type { Prng } from './prng.ts';
import { createPrng } from './prng.ts';
import type { Row } from './bulk-insert.ts';

export const SCALES = ['small', 'medium', 'large'] as const;
export type Scale = (typeof SCALES)[number];

export interface ScaleSpec {
  /** Target counts; generators stop at (or just past) these. */
  checks: number;
  components: number;
  configs: number;
  /** Kubernetes clusters; each but the first has its own agent. */
  clusters: number;
  people: number;
  incidents: number;
  playbookRuns: number;
  sendHistory: number;
  /** Spacing of the seeded 7-day check history. */
  statusStepMinutes: number;
  changesPerConfig: number;
  analysisRatio: number;
}

export const SCALE_SPECS: Record<Scale, ScaleSpec> = {
  small: {
    checks: 300,
    components: 160,
    configs: 2_000,
    clusters: 4,
    people: 24,
    incidents: 12,
    playbookRuns: 60,
    sendHistory: 300,
    statusStepMinutes: 60,
    changesPerConfig: 1.5,
    analysisRatio: 0.06,
  },
  medium: {
    checks: 2_000,
    components: 600,
    configs: 20_000,
    clusters: 6,
    people: 60,
    incidents: 30,
    playbookRuns: 300,
    sendHistory: 2_000,
    statusStepMinutes: 60,
    changesPerConfig: 1.2,
    analysisRatio: 0.05,
  },
  large: {
    checks: 10_000,
    components: 2_000,
    configs: 100_000,
    clusters: 10,
    people: 150,
    incidents: 60,
    playbookRuns: 1_000,
    sendHistory: 10_000,
    statusStepMinutes: 180,
    changesPerConfig: 1,
    analysisRatio: 0.04,
  },
};

export interface PersonRef {
  id: string;
  name: string;
  email: string | null;
}
export interface NamedRef {
  id: string;
  name: string;
}
export interface ClusterRef {
  name: string;
  agentId: string;
  region: string;
  env: string;
  configId: string;
  scraperId: string;
  namespaces: { name: string; configId: string }[];
}
export interface ConfigRef {
  id: string;
  name: string;
  type: string;
  agentId: string;
  namespace?: string;
  cluster?: string;
  health: string;
}
export interface CheckRef {
  id: string;
  canaryId: string;
  name: string;
  type: string;
  status: string;
  agentId: string;
  app?: string;
}

export interface WorldRefs {
  users: Record<'admin' | 'editor' | 'commander' | 'responder' | 'viewer', string>;
  people: PersonRef[];
  teams: NamedRef[];
  agents: (NamedRef & { offline: boolean })[];
  offlineAgentId: string;
  clusters: ClusterRef[];
  configsByType: Map<string, ConfigRef[]>;
  apps: {
    name: string;
    namespace: string;
    cluster: string;
    deploymentId: string;
    agentId: string;
  }[];
  canaries: NamedRef[];
  checks: CheckRef[];
  components: (NamedRef & { type: string; configId: string | null })[];
  playbooks: (NamedRef & { actions: string[]; configTypes: string[] })[];
  notifications: NamedRef[];
  sendHistory: string[];
  changes: { id: string; configId: string }[];
  analyses: { id: string; configId: string }[];
}

export interface SeedContext {
  seed: number;
  scale: Scale;
  spec: ScaleSpec;
  now: Date;
  id: IdFactory;
  /** A PRNG stream per label: stable no matter in which order domains run. */
  rng(label: string): Prng;
  tables: Map<string, Row[]>;
  add(table: string, row: Row): void;
  /** `now` minus the given number of minutes. */
  ago(minutes: number): Date;
  refs: WorldRefs;
}

export function createContext(seed: number, scale: Scale, now: Date): SeedContext {
  const root = createPrng(seed);
  const tables = new Map<string, Row[]>();
  return {
    seed,
    scale,
    spec: SCALE_SPECS[scale],
    now,
    id: idFactory(seed),
    rng: (label) => root.fork(label),
    tables,
    add(table, row) {
      const rows = tables.get(table);
      if (rows) rows.push(row);
      else tables.set(table, [row]);
    },
    ago: (minutes) => new Date(now.getTime() - Math.round(minutes * 60_000)),
    refs: {
      users: { admin: '', editor: '', commander: '', responder: '', viewer: '' },
      people: [],
      teams: [],
      agents: [],
      offlineAgentId: '',
      clusters: [],
      configsByType: new Map(),
      apps: [],
      canaries: [],
      checks: [],
      components: [],
      playbooks: [],
      notifications: [],
      sendHistory: [],
      changes: [],
      analyses: [],
    },
  };
}

export function configsOfType(ctx: SeedContext, type: string): ConfigRef[] {
  return ctx.refs.configsByType.get(type) ?? [];
}
