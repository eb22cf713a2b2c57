import { describe, expect, it } from 'vitest';
import type { RelatedConfig } from '../../../../api/services/catalog-tabs.types.ts';
import {
  buildRelationshipGraph,
  collapsibleGroup,
  narrowedRows,
  groupId,
  shortType,
  toggleExpanded,
  type GroupGraphNode,
} from './graph-model.ts';

const row = (id: string, type: string, related: string[] = [], extra = {}): RelatedConfig => ({
  id,
  name: `name-${id}`,
  type,
  related_ids: related,
  ...extra,
});

const pods = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => row(`${prefix}${i}`, 'Kubernetes::Pod'));

const ids = (g: { nodes: { id: string }[] }) => g.nodes.map((n) => n.id).sort();
const none = new Set<string>();

describe('relationship graph model', () => {
  it('makes a node per row and an edge per related id, the root marked', () => {
    const g = buildRelationshipGraph(
      [row('r', 'Kubernetes::Deployment', ['a', 'b']), row('a', 'Kubernetes::Pod'), row('b', 'X')],
      'r',
      none,
    );
    expect(ids(g)).toEqual(['a', 'b', 'r']);
    expect(g.edges.map((e) => `${e.source}>${e.target}`).sort()).toEqual(['r>a', 'r>b']);
    expect(g.nodes.find((n) => n.id === 'r')).toMatchObject({ kind: 'config', root: true });
    expect(g.nodes.find((n) => n.id === 'a')).toMatchObject({ root: false, name: 'name-a' });
  });

  it('drops links to unknown ids, to itself and duplicates; adds a missing root', () => {
    const g = buildRelationshipGraph(
      [row('a', 'T', ['a', 'zz', 'b', 'b']), row('b', 'T')],
      'r',
      none,
    );
    expect(ids(g)).toEqual(['a', 'b', 'r']);
    expect(g.edges).toHaveLength(1);
    expect(g.nodes.find((n) => n.id === 'r')).toMatchObject({ root: true, name: 'r' });
  });

  it('keeps two same-type children direct', () => {
    const g = buildRelationshipGraph([row('r', 'D', ['p0', 'p1']), ...pods('p', 2)], 'r', none);
    expect(g.nodes.every((n) => n.kind === 'config')).toBe(true);
  });

  it('groups exactly three same-type children behind an intermediary that is always open', () => {
    const g = buildRelationshipGraph(
      [row('r', 'D', ['p0', 'p1', 'p2']), ...pods('p', 3)],
      'r',
      none,
    );
    const group = g.nodes.find((n) => n.kind === 'group') as GroupGraphNode;
    expect(group).toMatchObject({
      id: groupId('r', 'Kubernetes::Pod'),
      type: 'Kubernetes::Pod',
      count: 3,
      expandable: false,
      expanded: true,
    });
    expect(ids(g)).toContain('p2');
    expect(g.edges.map((e) => `${e.source}>${e.target}`)).toEqual([
      `r>${group.id}`,
      `${group.id}>p0`,
      `${group.id}>p1`,
      `${group.id}>p2`,
    ]);
    // Not toggleable, and a tap on it marks no group for the next layout to zoom to.
    expect(collapsibleGroup(group)).toBeNull();
    expect(toggleExpanded(none, group)).toBe(none);
  });

  it('starts a group of more than three collapsed, and expands and collapses it', () => {
    const rows = [row('r', 'D', ['p0', 'p1', 'p2', 'p3', 's']), ...pods('p', 4), row('s', 'Svc')];
    const closed = buildRelationshipGraph(rows, 'r', none);
    const group = closed.nodes.find((n) => n.kind === 'group')!;
    expect(group).toMatchObject({ count: 4, expandable: true, expanded: false });
    expect(collapsibleGroup(group)).toBe(group.id);
    expect(collapsibleGroup(closed.nodes.find((n) => n.id === 'r'))).toBeNull();
    expect(ids(closed)).toEqual([group.id, 'r', 's'].sort());
    expect(closed.hidden).toBe(4);
    expect(closed.edges.some((e) => e.source === group.id)).toBe(false);

    const opened = toggleExpanded(none, group);
    const open = buildRelationshipGraph(rows, 'r', opened);
    expect(open.nodes.find((n) => n.id === group.id)).toMatchObject({ expanded: true });
    expect(open.nodes).toHaveLength(7);
    expect(open.hidden).toBe(0);
    expect(
      toggleExpanded(
        opened,
        open.nodes.find((n) => n.id === group.id),
      ),
    ).toEqual(none);
  });

  it('groups per parent and type, and hides the descendants of a collapsed group', () => {
    const rows = [
      row('r', 'D', ['p0', 'p1', 'p2', 'p3', 'c0', 'c1', 'c2']),
      row('p0', 'Kubernetes::Pod', ['x']),
      ...pods('p', 4).slice(1),
      row('c0', 'CM'),
      row('c1', 'CM'),
      row('c2', 'CM'),
      row('x', 'Container'),
    ];
    const g = buildRelationshipGraph(rows, 'r', none);
    const groups = g.nodes.filter((n) => n.kind === 'group');
    expect(groups.map((n) => n.id).sort()).toEqual([
      groupId('r', 'CM'),
      groupId('r', 'Kubernetes::Pod'),
    ]);
    expect(ids(g)).not.toContain('x');
    expect(g.hidden).toBe(5);
  });

  it('still shows a hidden child another visible node links to, without the collapsed edge', () => {
    const rows = [
      row('r', 'D', ['p0', 'p1', 'p2', 'p3', 'n']),
      ...pods('p', 4),
      row('n', 'Node', ['p0']),
    ];
    const g = buildRelationshipGraph(rows, 'r', none);
    expect(ids(g)).toContain('p0');
    expect(g.edges.filter((e) => e.target === 'p0').map((e) => e.source)).toEqual(['n']);
  });

  it('shows items pointing at the root (incoming) and cycles nothing reaches', () => {
    const rows = [
      row('r', 'D'),
      row('up', 'NS', ['r']),
      row('c1', 'T', ['c2']),
      row('c2', 'T', ['c1']),
    ];
    const g = buildRelationshipGraph(rows, 'r', none);
    expect(ids(g)).toEqual(['c1', 'c2', 'r', 'up']);
    expect(g.hidden).toBe(0);
  });

  it('colours nodes by health, gray without one, and shortens types', () => {
    const colour = (health: string | null) => {
      const g = buildRelationshipGraph([row('c1', 'T', [], { health })], 'c1', none);
      const node = g.nodes.find((n) => n.id === 'c1');
      return node && 'health' in node ? node.health : undefined;
    };
    expect(colour('healthy')).toBe('green');
    expect(colour('Unhealthy')).toBe('red');
    expect(colour('warning')).toBe('orange');
    expect(colour(null)).toBe('gray');
    expect(colour('unknown')).toBe('gray');
    expect(shortType('Kubernetes::Pod')).toBe('Pod');
    expect(shortType('postgres')).toBe('postgres');
  });
});

describe('the graph of the filtered rows (issue 32, d)', () => {
  // r → ns → pod-a, pod-b; r → svc; the filters keep the pods only.
  const rows = [
    row('r', 'Kubernetes::Deployment', ['ns', 'svc']),
    row('ns', 'Kubernetes::ReplicaSet', ['pod-a', 'pod-b']),
    row('pod-a', 'Kubernetes::Pod', ['r']),
    row('pod-b', 'Kubernetes::Pod'),
    row('svc', 'Kubernetes::Service'),
  ];

  it('draws the kept items and the root, linked on through the items left out', () => {
    const kept = narrowedRows(rows, 'r', new Set(['pod-a', 'pod-b']));
    expect(kept.map((r) => r.id)).toEqual(['r', 'pod-a', 'pod-b']);
    expect(kept[0]!.related_ids?.sort()).toEqual(['pod-a', 'pod-b']);
    expect(kept[1]!.related_ids).toEqual(['r']);
    expect(ids(buildRelationshipGraph(kept, 'r', none))).toEqual(['pod-a', 'pod-b', 'r']);
  });

  it('draws every row when the filters keep them all', () => {
    const all = new Set(rows.map((r) => r.id));
    expect(narrowedRows(rows, 'r', all)).toEqual(rows);
  });
});
