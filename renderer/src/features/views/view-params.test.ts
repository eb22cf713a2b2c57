import { describe, expect, it } from 'vitest';
import type { ViewVariable } from '../../api/services/views.types.ts';
import {
  changedVariables,
  chosenVariables,
  columnLabel,
  defaultDisplay,
  defaultSort,
  mergedVariables,
  readableSections,
  sectionResult,
  tableParamPrefix,
  variableOptions,
  variableSearch,
  variableValues,
  withVariable,
} from './view-params.ts';
import { dashboardViewOf } from './view-nav.ts';
import { columnWidth, viewFilters } from './view-table.tsx';

const cluster: ViewVariable = { key: 'cluster', default: 'prod', options: ['prod', 'staging'] };
const namespace: ViewVariable = { key: 'namespace', options: ['default', 'kube-system'] };

describe('view variables', () => {
  it('reads the URL, else the default, else the first option', () => {
    const search = new URLSearchParams('viewvar__namespace=kube-system&other=1');
    expect(variableValues([cluster, namespace], search)).toEqual({
      cluster: 'prod',
      namespace: 'kube-system',
    });
    expect(variableValues([cluster, namespace], new URLSearchParams())).toEqual({
      cluster: 'prod',
      namespace: 'default',
    });
  });

  it('runs the view only when a value differs from its default', () => {
    expect(changedVariables([cluster, namespace], { cluster: 'prod', namespace: 'default' })).toBe(
      null,
    );
    expect(changedVariables([cluster], { cluster: 'staging' })).toEqual({ cluster: 'staging' });
  });

  it("offers 'All' first unless an option is already *", () => {
    expect(variableOptions(cluster).map((o) => o.value)).toEqual(['*', 'prod', 'staging']);
    expect(variableOptions(cluster)[0]?.label).toBe('All');
    expect(variableOptions({ key: 'x', options: ['*', 'a'] }).map((o) => o.value)).toEqual([
      '*',
      'a',
    ]);
    expect(
      variableOptions({ key: 'x', optionItems: [{ label: 'A', value: 'a' }] }).map((o) => o.label),
    ).toEqual(['All', 'A']);
  });

  it('merges the variables of the view and its sections by key', () => {
    const merged = mergedVariables([
      { name: 'a', variables: [cluster] },
      undefined,
      { name: 'b', variables: [{ ...cluster, default: 'staging' }, namespace] },
    ]);
    expect(merged.map((v) => `${v.key}=${v.default ?? ''}`)).toEqual([
      'cluster=prod',
      'namespace=',
    ]);
  });

  it('writes viewvar__{key}, keeping the other params', () => {
    const next = withVariable(new URLSearchParams('display=cards'), 'cluster', 'staging');
    expect(next.toString()).toBe('display=cards&viewvar__cluster=staging');
  });

  it('reads the chosen variables alone, and carries them to another page of the view', () => {
    const search = new URLSearchParams('display=cards&viewvar__cluster=a%20b&viewvar__ns=*&x=1');
    expect(chosenVariables(search)).toEqual({ cluster: 'a b', ns: '*' });
    expect(variableSearch(search)).toBe('?viewvar__cluster=a+b&viewvar__ns=*');
    expect(variableSearch(new URLSearchParams('display=cards'))).toBe('');
  });
});

describe('view table params', () => {
  it('prefixes the table params view_{namespace}_{name}__', () => {
    expect(tableParamPrefix({ namespace: 'mc', name: 'cluster-overview' })).toBe(
      'view_mc_cluster-overview__',
    );
  });

  it('reads display.table.sort with - as descending', () => {
    expect(defaultSort('-cost_30d')).toEqual({ sortBy: 'cost_30d', sortOrder: 'desc' });
    expect(defaultSort('name')).toEqual({ sortBy: 'name', sortOrder: 'asc' });
    expect(defaultSort(undefined)).toBeUndefined();
  });

  it('shows cards by default only without panels and with card.default', () => {
    expect(defaultDisplay({ name: 'v', card: { default: true } })).toBe('cards');
    expect(
      defaultDisplay({
        name: 'v',
        card: { default: true },
        panels: [{ name: 'p', type: 'number' }],
      }),
    ).toBe('table');
    expect(defaultDisplay({ name: 'v' })).toBe('table');
  });

  it('labels filters from column names and reads widths', () => {
    expect(columnLabel('pod_status')).toBe('Pod Status');
    expect(columnLabel('lastSeen')).toBe('Last Seen');
    expect(columnWidth('150px')).toBe(150);
    expect(columnWidth('2')).toBe('weight');
    expect(columnWidth('wide')).toBe('invalid');
  });

  it('makes one include/exclude filter per multiselect column', () => {
    const filters = viewFilters({
      name: 'v',
      columns: [
        { name: 'type', type: 'string', filter: { type: 'multiselect' } },
        { name: 'labels', type: 'labels', filter: { type: 'multiselect' } },
        { name: 'name', type: 'string' },
      ],
      columnOptions: { type: { list: ['A', 'B'] }, labels: { labels: { env: ['prod'] } } },
    });
    expect(filters.map((f) => [f.param, f.kind, f.label])).toEqual([
      ['type', 'triState', 'Type'],
      ['labels', 'triState', 'Labels'],
    ]);
    expect(filters[1]?.options).toEqual([{ value: 'env=prod', label: 'env=prod' }]);
  });
});

describe('sections and the sidebar', () => {
  it('finds a section result by namespace/name or by name', () => {
    const result = { name: 'costs' };
    expect(
      sectionResult({ sectionResults: { 'mc/costs': result } }, { namespace: 'mc', name: 'costs' }),
    ).toBe(result);
    expect(
      sectionResult({ sectionResults: { costs: result } }, { namespace: 'mc', name: 'costs' }),
    ).toBe(result);
  });

  it('leaves out a viewRef section the server left out of the results, keeps the others', () => {
    const costs = { title: 'Costs', viewRef: { namespace: 'mc', name: 'costs' } };
    const pods = { title: 'Pods', viewRef: { namespace: 'mc', name: 'pods' } };
    const changes: { title: string; viewRef?: undefined } = { title: 'Changes' };
    const metadata = { sectionResults: { 'mc/pods': { name: 'pods' } } };
    expect(readableSections([costs, pods, changes], metadata)).toEqual([pods, changes]);
    // No results at all (an older server): nothing is known, so everything shows.
    expect(readableSections([costs, pods], {})).toEqual([costs, pods]);
    expect(readableSections([costs], undefined)).toEqual([costs]);
  });

  it('picks the dashboard view by id, namespace/name or name, else the default name', () => {
    const views = [
      { id: '1', name: 'mission-control-dashboard', namespace: 'mc' },
      { id: '2', name: 'costs', namespace: 'mc' },
    ];
    expect(dashboardViewOf(views, undefined)?.id).toBe('1');
    expect(dashboardViewOf(views, '2')?.id).toBe('2');
    expect(dashboardViewOf(views, 'mc/costs')?.id).toBe('2');
    expect(dashboardViewOf(views, 'costs')?.id).toBe('2');
    expect(dashboardViewOf(views, 'other')).toBeUndefined();
  });
});
