// The action plan's tree (spec 2 §3): the incident's hypotheses arrive flat and `parent_id` makes
// the tree — a root, its contributing factors, their solutions. A hypothesis whose parent is not
// in the incident is shown at the top rather than lost.
import type {
  Hypothesis,
  HypothesisStatus,
  HypothesisType,
} from '../../../api/services/incidents.types.ts';
import { parseTimestamp } from '../../../lib/format/timestamp.ts';
import { titleCase } from '../../../lib/text/title-case.ts';
import { HYPOTHESIS_STATUS } from '../../../lib/vocabulary/incident-status.ts';
import { find } from '../../../lib/vocabulary/vocabulary.ts';

export interface HypothesisNode {
  hypothesis: Hypothesis;
  children: HypothesisNode[];
}

const createdMs = (row: { created_at?: string | null }) =>
  parseTimestamp(row.created_at)?.getTime() ?? 0;

/**
 * Oldest first (hypotheses, comments), by id when created together. By the parsed time: the
 * database's zone-less '2026-11-26 06:10:00' is later than an ISO '2026-11-26T05:00:00Z'.
 */
export function byCreation(
  a: { id: string; created_at?: string | null },
  b: { id: string; created_at?: string | null },
): number {
  return createdMs(a) - createdMs(b) || a.id.localeCompare(b.id);
}

export function buildHypothesisTree(hypotheses: readonly Hypothesis[]): HypothesisNode[] {
  const sorted = [...hypotheses].sort(byCreation);
  const ids = new Set(sorted.map((h) => h.id));
  const placed = new Set<string>();
  const grow = (hypothesis: Hypothesis): HypothesisNode => {
    placed.add(hypothesis.id);
    const children = sorted.filter((h) => h.parent_id === hypothesis.id && !placed.has(h.id));
    return { hypothesis, children: children.map(grow) };
  };
  const tops = sorted.filter((h) => !h.parent_id || h.parent_id === h.id || !ids.has(h.parent_id));
  const roots = tops.map(grow);
  // A cycle of parents has no top: what is left of it is shown at the top, not lost.
  for (const h of sorted) if (!placed.has(h.id)) roots.push(grow(h));
  // Roots first: the root hypothesis, then anything orphaned.
  return roots.sort(
    (a, b) =>
      Number(b.hypothesis.type === 'root') - Number(a.hypothesis.type === 'root') ||
      byCreation(a.hypothesis, b.hypothesis),
  );
}

/** Each type's name, and its children's type and heading: root → factors → solutions. */
const LEVELS: Record<string, { label: string; child?: HypothesisType; children?: string }> = {
  root: { label: 'Root cause', child: 'factor', children: 'Contributing factors' },
  factor: { label: 'Factor', child: 'solution', children: 'Solutions' },
  solution: { label: 'Solution' },
};

/** The type of a new child; solutions have none. */
export const childTypeOf = (type: string): HypothesisType | null => LEVELS[type]?.child ?? null;

/** The next-level heading of a type: what its children are called. */
export const childLabelOf = (type: string): string | null => LEVELS[type]?.children ?? null;

export const typeLabel = (type: string): string => LEVELS[type]?.label ?? titleCase(type);

/** The status the dropdown shows: a known one, or Likely when none is set. */
export const displayStatus = (status: string | null | undefined): HypothesisStatus =>
  find(HYPOTHESIS_STATUS, status)?.value ?? 'likely';

/** Every node of the tree in display order (depth first), with its depth (0 at the top). */
export function flattenTree(
  nodes: readonly HypothesisNode[],
  depth = 0,
): { node: HypothesisNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)]);
}
