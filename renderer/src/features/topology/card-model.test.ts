import { describe, expect, it } from 'vitest';
import type { Component } from '../../api/services/topology.types.ts';
import {
  cardBorder,
  checkCounts,
  cardsOf,
  cardWidthPx,
  customSortFields,
  healthCounts,
  isWide,
  listedProperties,
  parseCardWidth,
  pathIds,
  propertyLimit,
  sortComponents,
  typeTotals,
} from './card-model.ts';

const c = (id: string, extra: Partial<Component> = {}): Component => ({ id, name: id, ...extra });
const noFilter = {
  statuses: [],
  types: [],
  agentId: undefined,
  showHidden: false,
  excludedLabels: [],
};

describe('card sizes', () => {
  it('maps the four sizes to their widths and clamps slider widths', () => {
    expect(
      ['small', 'medium', 'large', 'extra_large'].map((s) => cardWidthPx(parseCardWidth(s))),
    ).toEqual([198, 258, 356, 554]);
    expect(parseCardWidth('300')).toBe(300);
    expect(parseCardWidth('9000')).toBe(768);
    expect(parseCardWidth('10')).toBe(250);
    expect(parseCardWidth('nonsense')).toBe('medium');
    expect(parseCardWidth(null)).toBe('medium');
  });
  it('lists 6 properties on wide cards and 5 on narrow ones', () => {
    expect([198, 258, 300, 356, 554].map((w) => propertyLimit(isWide(w)))).toEqual([5, 5, 5, 6, 6]);
  });
});

describe('cardBorder', () => {
  it('is red for unhealthy, orange for warning, none otherwise', () => {
    expect(cardBorder('unhealthy')).toBe('red');
    expect(cardBorder('warning')).toBe('orange');
    expect(cardBorder('error')).toBe('red');
    expect(cardBorder('healthy')).toBe(null);
    expect(cardBorder(undefined)).toBe(null);
  });
});

describe('sortComponents', () => {
  const list = [
    c('b', { status: 'healthy', type: 'Z', updated_at: '2026-01-02T00:00:00Z' }),
    c('a', { status: 'warning', type: 'Y', updated_at: '2026-01-03T00:00:00Z' }),
    c('d', {
      status: 'unhealthy',
      type: 'X',
      properties: [{ name: 'cpu', value: 5, headline: true }],
    }),
    c('c', { status: 'info', properties: [{ name: 'cpu', value: 9, headline: true }] }),
  ];
  const names = (sorted: Component[]) => sorted.map((x) => x.id).join('');
  it('puts unhealthy first for health descending, healthy first ascending', () => {
    expect(names(sortComponents(list, { sortBy: 'status', sortOrder: 'desc' }))).toBe('dabc');
    expect(names(sortComponents(list, { sortBy: 'status', sortOrder: 'asc' }))).toBe('cbad');
  });
  it('ranks health as the health vocabulary does: unknown after warning, error as unhealthy', () => {
    const more = [...list, c('u', { status: 'unknown' }), c('e', { status: 'error' })];
    expect(names(sortComponents(more, { sortBy: 'status', sortOrder: 'desc' }))).toBe('deaubc');
  });
  it('sorts by name, type, update time and headline properties, missing values last', () => {
    expect(names(sortComponents(list, { sortBy: 'name', sortOrder: 'asc' }))).toBe('abcd');
    expect(names(sortComponents(list, { sortBy: 'type', sortOrder: 'asc' }))).toBe('dabc');
    expect(names(sortComponents(list, { sortBy: 'updated_at', sortOrder: 'desc' }))).toBe('abcd');
    expect(names(sortComponents(list, { sortBy: 'field:cpu', sortOrder: 'desc' }))).toBe('cdab');
  });
  it('offers headline properties as custom sorts', () => {
    expect(customSortFields(list)).toEqual(['cpu']);
  });
});

describe('cardsOf', () => {
  const tree = [
    c('root', {
      components: [
        c('x', { type: 'App', status: 'healthy', agent_id: 'a1', labels: { env: 'prod' } }),
        c('y', { type: 'DB', status: 'unhealthy', hidden: true }),
      ],
    }),
    c('leaf'),
  ];
  it('shows the roots, or the children of the chosen component, or itself without children', () => {
    expect(cardsOf(tree, null, noFilter).map((x) => x.id)).toEqual(['root', 'leaf']);
    expect(cardsOf(tree, tree[0]!, noFilter).map((x) => x.id)).toEqual(['x']);
    expect(cardsOf(tree, tree[0]!, { ...noFilter, showHidden: true }).map((x) => x.id)).toEqual([
      'x',
      'y',
    ]);
    const leaf = c('leaf');
    expect(cardsOf([leaf], leaf, noFilter).map((x) => x.id)).toEqual(['leaf']);
  });
  it('applies type, status, agent and excluded labels', () => {
    const all = { ...noFilter, showHidden: true };
    expect(cardsOf(tree, tree[0]!, { ...all, types: ['DB'] }).map((x) => x.id)).toEqual(['y']);
    expect(cardsOf(tree, tree[0]!, { ...all, statuses: ['healthy'] }).map((x) => x.id)).toEqual([
      'x',
    ]);
    expect(cardsOf(tree, tree[0]!, { ...all, agentId: 'a1' }).map((x) => x.id)).toEqual(['x']);
    expect(
      cardsOf(tree, tree[0]!, { ...all, excludedLabels: ['env=prod'] }).map((x) => x.id),
    ).toEqual(['y']);
  });
});

describe('summaries', () => {
  it('totals incidents and insights per type', () => {
    expect(typeTotals({ security: { high: 2, low: 1 }, cost: { low: 0 } })).toEqual([
      {
        type: 'security',
        count: 3,
        severities: [
          { key: 'high', count: 2 },
          { key: 'low', count: 1 },
        ],
      },
    ]);
  });
  it('counts a leaf as its own health and a parent by its summary', () => {
    expect(healthCounts(c('a', { status: 'warning' }))).toEqual([{ key: 'warning', count: 1 }]);
    expect(healthCounts(c('a', { status: 'unknown' }))).toEqual([]);
    expect(checkCounts(c('a', { checks: { healthy: 2, unknown: 0, unhealthy: 1 } }))).toEqual([
      { key: 'unhealthy', count: 1 },
      { key: 'healthy', count: 2 },
    ]);
    expect(healthCounts(c('a', { summary: { healthy: 3, unhealthy: 1 } }))).toEqual([
      { key: 'unhealthy', count: 1 },
      { key: 'healthy', count: 3 },
    ]);
  });
  it('lists neither hidden nor headline properties, and splits the path', () => {
    const comp = c('a', {
      properties: [
        { name: 'h', text: 'x', headline: true },
        { name: 'hid', text: 'x', type: 'hidden' },
        { name: 'empty' },
        { name: 'ok', value: 1 },
      ],
    });
    expect(listedProperties(comp).map((p) => p.name)).toEqual(['ok']);
    expect(pathIds('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(pathIds('')).toEqual([]);
  });
});
