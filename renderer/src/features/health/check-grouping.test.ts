import { describe, expect, it } from 'vitest';
import type { CheckSummary } from '../../api/services/health.types.ts';
import {
  buildTabs,
  checksInTab,
  filterChecks,
  groupByChoices,
  groupHealth,
  groupKeyOf,
  labelIndex,
  passedOverTotal,
  tabByChoices,
  tabKeyOf,
} from './check-grouping.ts';

const check = (over: Partial<CheckSummary>): CheckSummary => ({
  id: over.name ?? 'id',
  name: 'c',
  status: 'healthy',
  ...over,
});

const checks: CheckSummary[] = [
  check({
    name: 'web/home',
    namespace: 'prod',
    canary_name: 'http',
    type: 'http',
    labels: { team: 'web' },
  }),
  check({
    name: 'web/login',
    namespace: 'prod',
    canary_name: 'http',
    status: 'unhealthy',
    labels: { team: 'web', tier: 'fe' },
  }),
  check({
    name: 'db',
    namespace: undefined,
    canary_name: 'pg',
    type: 'postgres',
    status: 'unhealthy',
    description: 'Primary database',
    agent_id: 'a1',
    agentName: 'edge',
  }),
  check({
    name: 'queue',
    namespace: 'dev',
    canary_name: 'pg',
    endpoint: 'amqp://queue:5672',
    agent_id: '00000000-0000-0000-0000-000000000000',
  }),
];

describe('grouping', () => {
  it('groups by canary name, by the first segment of the name, by type, by label', () => {
    expect(checks.map((c) => groupKeyOf(c, 'canary_name'))).toEqual(['http', 'http', 'pg', 'pg']);
    expect(checks.map((c) => groupKeyOf(c, 'name'))).toEqual(['web', 'web', 'db', 'queue']);
    expect(groupKeyOf(checks[2]!, 'type')).toBe('postgres');
    expect(groupKeyOf(checks[1]!, 'label:tier')).toBe('fe');
    expect(groupKeyOf(checks[0]!, 'label:tier')).toBe('(none)');
    expect(groupKeyOf(checks[0]!, 'none')).toBeUndefined();
  });

  it('offers the fixed choices then each label key', () => {
    const { keys } = labelIndex(checks);
    expect(keys).toEqual(['team', 'tier']);
    expect(groupByChoices(keys).map((c) => c.label)).toEqual([
      'No Grouping',
      'Group Name',
      'Name',
      'Description',
      'Type',
      'team',
      'tier',
    ]);
    expect(tabByChoices(keys).map((c) => c.value)).toEqual([
      'namespace',
      'agent_id',
      'label:team',
      'label:tier',
    ]);
  });

  it("shows a group's worst health, not its first check's (issue 32)", () => {
    // A healthy check first, an unhealthy one after: the group reads unhealthy.
    expect(groupHealth(checks.slice(0, 2))).toBe('unhealthy');
    expect(groupHealth([check({ status: 'healthy' }), check({ status: 'warning' })])).toBe(
      'warning',
    );
    expect(groupHealth([check({ status: 'healthy' }), check({ status: null })])).toBe('healthy');
    expect(groupHealth([check({ status: 'healthy' }), check({ status: 'degraded' })])).toBe(
      'unhealthy',
    );
    expect(groupHealth([check({ status: null })])).toBe('unknown');
    expect(groupHealth([])).toBe('unknown');
  });

  it('counts passed/total in a group', () => {
    expect(passedOverTotal(checks.slice(0, 2))).toBe('1/2');
    expect(passedOverTotal(checks)).toBe('2/4');
  });
});

describe('tabs', () => {
  it("puts 'All' first, then values alphabetically, with 'none' for a missing namespace", () => {
    expect(buildTabs(checks, 'namespace')).toEqual([
      { key: 'All', count: 4 },
      { key: 'dev', count: 1 },
      { key: 'none', count: 1 },
      { key: 'prod', count: 2 },
    ]);
  });

  it('tabs by agent name and by label value', () => {
    expect(tabKeyOf(checks[2]!, 'agent_id')).toBe('edge');
    expect(buildTabs(checks, 'label:team').map((t) => t.key)).toEqual(['All', 'web']);
    expect(checksInTab(checks, 'namespace', 'none').map((c) => c.name)).toEqual(['db']);
    expect(checksInTab(checks, 'namespace', 'All')).toHaveLength(4);
  });
});

describe('filterChecks', () => {
  it('hides passing checks when asked', () => {
    const names = filterChecks(checks, { hidePassing: true, labels: {}, query: '' }).map(
      (c) => c.name,
    );
    expect(names).toEqual(['web/login', 'db']);
  });

  it('includes and excludes labels', () => {
    const base = { hidePassing: false, query: '' };
    expect(filterChecks(checks, { ...base, labels: { 'team=web': 1 } })).toHaveLength(2);
    expect(filterChecks(checks, { ...base, labels: { 'tier=fe': -1 } })).toHaveLength(3);
  });

  it('searches name, description and endpoint case-insensitively', () => {
    const base = { hidePassing: false, labels: {} };
    expect(filterChecks(checks, { ...base, query: 'PRIMARY' }).map((c) => c.name)).toEqual(['db']);
    expect(filterChecks(checks, { ...base, query: 'amqp' }).map((c) => c.name)).toEqual(['queue']);
    expect(filterChecks(checks, { ...base, query: 'login' }).map((c) => c.name)).toEqual([
      'web/login',
    ]);
  });

  it('lists label pairs for the label filter', () => {
    expect(labelIndex(checks).pairs).toEqual(['team=web', 'tier=fe']);
  });

  it('sorts keys and pairs ignoring case, lower case first, each pair once', () => {
    const many = [
      check({ labels: { Zone: 'b', app: 'x' } }),
      check({ labels: { zone: 'a', app: 'x' } }),
      check({ labels: { app: 'y' } }),
      check({ labels: null }),
    ];
    const { keys, pairs } = labelIndex(many);
    expect(keys).toEqual(['app', 'zone', 'Zone']);
    expect(pairs).toEqual(['app=x', 'app=y', 'zone=a', 'Zone=b']);
  });
});

describe("the table's rows: the filters, then the tab", () => {
  it('hides passing checks when asked, then keeps the tab', () => {
    const base = { hidePassing: false, labels: {}, query: '' };
    const names = (filter: Partial<typeof base>, tab = 'All') =>
      checksInTab(filterChecks(checks, { ...base, ...filter }), 'namespace', tab).map(
        (c) => c.name,
      );
    expect(names({ hidePassing: true })).toEqual(['web/login', 'db']);
    expect(names({ query: 'web' })).toEqual(['web/home', 'web/login']);
    expect(names({ hidePassing: true }, 'prod')).toEqual(['web/login']);
  });
});
