import { describe, expect, it } from 'vitest';
import type { Hypothesis } from '../../../api/services/incidents.types.ts';
import {
  buildHypothesisTree,
  byCreation,
  childTypeOf,
  displayStatus,
  flattenTree,
} from './hypothesis-tree.ts';

const h = (id: string, type: string, parent: string | null, at: string): Hypothesis => ({
  id,
  incident_id: 'i',
  parent_id: parent,
  type,
  title: id,
  created_at: at,
});

describe('buildHypothesisTree', () => {
  it('nests factors under the root and solutions under factors, oldest first', () => {
    const tree = buildHypothesisTree([
      h('s1', 'solution', 'f2', '2024-01-05'),
      h('f2', 'factor', 'r', '2024-01-03'),
      h('f1', 'factor', 'r', '2024-01-02'),
      h('r', 'root', null, '2024-01-01'),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]!.hypothesis.id).toBe('r');
    expect(tree[0]!.children.map((c) => c.hypothesis.id)).toEqual(['f1', 'f2']);
    expect(tree[0]!.children[1]!.children.map((c) => c.hypothesis.id)).toEqual(['s1']);
    expect(flattenTree(tree).map((n) => [n.node.hypothesis.id, n.depth])).toEqual([
      ['r', 0],
      ['f1', 1],
      ['f2', 1],
      ['s1', 2],
    ]);
  });

  it('keeps orphans and cycles visible at the top instead of dropping them', () => {
    const tree = buildHypothesisTree([
      h('o', 'factor', 'missing', '2024-01-01'),
      h('a', 'factor', 'b', '2024-01-02'),
      h('b', 'factor', 'a', '2024-01-03'),
      h('r', 'root', null, '2024-01-04'),
    ]);
    expect(
      flattenTree(tree)
        .map((n) => n.node.hypothesis.id)
        .sort(),
    ).toEqual(['a', 'b', 'o', 'r']);
    expect(tree[0]!.hypothesis.id).toBe('r');
  });
});

describe('byCreation', () => {
  it('compares times, not their text: a zone-less database time after an ISO time of earlier', () => {
    const later = { id: 'a', created_at: '2026-11-26 06:10:00' };
    const earlier = { id: 'b', created_at: '2026-11-26T05:00:00Z' };
    expect([later, earlier].sort(byCreation).map((r) => r.id)).toEqual(['b', 'a']);
    expect(byCreation({ id: 'a', created_at: null }, { id: 'b', created_at: null })).toBeLessThan(
      0,
    );
  });
});

describe('hypothesis rules', () => {
  it('adds factors under a root and solutions under a factor, nothing under a solution', () => {
    expect(childTypeOf('root')).toBe('factor');
    expect(childTypeOf('factor')).toBe('solution');
    expect(childTypeOf('solution')).toBeNull();
  });

  it('shows Likely when no status is set, and known statuses in any case', () => {
    expect(displayStatus(null)).toBe('likely');
    expect(displayStatus('')).toBe('likely');
    expect(displayStatus('Possible')).toBe('possible');
    expect(displayStatus('weird')).toBe('likely');
  });
});
