import { describe, expect, it } from 'vitest';
import type { ConfigSummaryRow } from '../../api/services/catalog.types.ts';
import { healthEntries, summaryItems, totalsOf } from './summary-model.ts';

const row = (type: string, extra: Partial<ConfigSummaryRow> & Record<string, unknown> = {}) =>
  ({
    type,
    count: 1,
    health: null,
    changes: 0,
    analysis: null,
    cost_30d: null,
    ...extra,
  }) as ConfigSummaryRow;

describe('summary model', () => {
  const rows = [
    row('Kubernetes::Pod', {
      config_class: 'Pod',
      count: 10,
      health: { healthy: 8, unhealthy: 2 },
    }),
    row('AWS::EC2::Instance', { config_class: 'VirtualMachine', count: 2, cost_30d: 12.5 }),
    row('Azure::VM', { config_class: 'VirtualMachine', count: 3, changes: 7, cost_30d: 1 }),
  ];

  it('groups by all but the last column, open unless collapsed', () => {
    const items = summaryItems(rows, ['config_class', 'type'], new Set(['Pod', 'VirtualMachine']));
    expect(items.map((i) => [i.kind, i.label])).toEqual([
      ['group', 'Pod'],
      ['group', 'VirtualMachine'],
    ]);
    const open = summaryItems(rows, ['config_class', 'type'], new Set(['Pod']));
    expect(open.map((i) => i.label)).toEqual([
      'Pod',
      'VirtualMachine',
      'AWS::EC2::Instance',
      'Azure::VM',
    ]);
    const vm = open[1];
    expect(vm?.kind === 'group' && vm.totals).toEqual({
      count: 5,
      health: {},
      changes: 7,
      analysis: {},
      cost_30d: 13.5,
    });
  });

  it('sorts groups by their totals and rows within them, names breaking ties', () => {
    const grouped = ['config_class', 'type'];
    const byCount = summaryItems(rows, grouped, new Set(), { id: 'count', desc: true });
    expect(byCount.map((i) => i.label)).toEqual([
      'Pod',
      'Kubernetes::Pod',
      'VirtualMachine',
      'Azure::VM',
      'AWS::EC2::Instance',
    ]);
    const byCost = summaryItems(rows, grouped, new Set(), { id: 'cost', desc: true });
    // No cost sorts below any cost.
    expect(byCost.map((i) => i.label)).toEqual([
      'VirtualMachine',
      'AWS::EC2::Instance',
      'Azure::VM',
      'Pod',
      'Kubernetes::Pod',
    ]);
    const byHealth = summaryItems(rows, ['type'], new Set(), { id: 'health', desc: true });
    expect(byHealth.map((i) => i.label)[0]).toBe('Kubernetes::Pod');
    const byName = summaryItems(rows, ['type'], new Set(), { id: 'group', desc: true });
    expect(byName.map((i) => i.label)).toEqual([
      'Kubernetes::Pod',
      'Azure::VM',
      'AWS::EC2::Instance',
    ]);
  });

  it('lists rows flat when grouped by type alone', () => {
    const flat = summaryItems(rows, ['type'], new Set());
    expect(flat.map((i) => i.label)).toEqual([
      'AWS::EC2::Instance',
      'Azure::VM',
      'Kubernetes::Pod',
    ]);
  });

  it('orders health green, red, orange, gray and sums totals', () => {
    expect(healthEntries({ unknown: 1, warning: 2, unhealthy: 3, healthy: 4, other: 1 })).toEqual([
      ['healthy', 4],
      ['unhealthy', 3],
      ['warning', 2],
      ['unknown', 1],
      ['other', 1],
    ]);
    expect(healthEntries({ healthy: 0 })).toEqual([]);
    expect(totalsOf([]).cost_30d).toBeNull();
  });
});
