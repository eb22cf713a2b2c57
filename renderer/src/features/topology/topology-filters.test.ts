import { describe, expect, it } from 'vitest';
import { applyPatch, decode } from '../../lib/url-state/filter-codec.ts';
import { listParamsSpec } from '../../components/resource-list/useResourceListParams.ts';
import { DEFAULT_SORT } from './card-model.ts';
import {
  cardFilter,
  cardLinkQuery,
  sortByField,
  sortPatch,
  topologyFilters,
  topologyRequest,
  topologySort,
  TOPOLOGY_LIST,
} from './topology-filters.ts';

const spec = listParamsSpec(TOPOLOGY_LIST);
const read = (query: string) => decode(spec, new URLSearchParams(query));
const patch = (query: string, p: Parameters<typeof applyPatch>[2]) =>
  applyPatch(spec, new URLSearchParams(query), p).toString();

describe('the dashboard URL', () => {
  it('reads the filters by their names, dropping all and empty', () => {
    expect(read('status=unhealthy&type=all&team=&agentId=a1').filters).toEqual({
      status: 'unhealthy',
      agentId: 'a1',
    });
  });

  it('accepts any value while the answer that lists the options is unknown', () => {
    expect(read('type=NoSuchType&status=unhealthy,warning').filters).toEqual({
      type: 'NoSuchType',
      status: 'unhealthy,warning',
    });
  });

  it('uses the saved sort while the URL has none; health descending by default', () => {
    const saved = { sortBy: 'name', sortOrder: 'asc' } as const;
    expect(topologySort(read(''), DEFAULT_SORT)).toEqual({ sortBy: 'status', sortOrder: 'desc' });
    expect(topologySort(read(''), saved)).toEqual(saved);
    expect(topologySort(read('sortBy=type&sortOrder=asc'), saved)).toEqual({
      sortBy: 'type',
      sortOrder: 'asc',
    });
    expect(topologySort(read('sortBy=type'), saved).sortOrder).toBe('desc');
  });

  it('clears the sort parameters when health descending is chosen, keeping the rest', () => {
    const prev = 'sortBy=name&sortOrder=asc&type=App&refererId=c1';
    expect(patch(prev, sortPatch({ sortBy: 'status', sortOrder: 'desc' }))).toBe(
      'refererId=c1&type=App',
    );
    const named = new URLSearchParams(
      patch(prev, sortPatch({ sortBy: 'status', sortOrder: 'asc' })),
    );
    expect(named.get('sortBy')).toBe('status');
    expect(named.get('sortOrder')).toBe('asc');
  });

  it('removes a filter set to all', () => {
    expect(patch('type=App', { filters: { type: undefined } })).toBe('');
  });
});

describe('sortByField', () => {
  const desc = { sortBy: 'status', sortOrder: 'desc' } as const;
  it('starts names and types A→Z, health and last update at the top', () => {
    expect(sortByField('name', desc)).toEqual({ sortBy: 'name', sortOrder: 'asc' });
    expect(sortByField('type', desc)).toEqual({ sortBy: 'type', sortOrder: 'asc' });
    expect(sortByField('status', { sortBy: 'name', sortOrder: 'asc' })).toEqual(DEFAULT_SORT);
    expect(sortByField('updated_at', { sortBy: 'name', sortOrder: 'asc' }).sortOrder).toBe('desc');
  });
  it('keeps the order for a headline property', () => {
    expect(sortByField('field:cpu', desc)).toEqual({ sortBy: 'field:cpu', sortOrder: 'desc' });
  });
});

describe('what the page asks for', () => {
  const labels = `labels=${encodeURIComponent('env%3Dprod:1,app%3Dx:-1')}`;

  it('asks the backend for included labels and the hidden ones when shown', () => {
    expect(topologyRequest('c1', read(labels).filters, DEFAULT_SORT, true)).toEqual({
      id: 'c1',
      labels: 'env=prod',
      sortBy: 'status',
      sortOrder: 'desc',
      hidden: true,
    });
  });

  it('filters excluded labels, statuses, types and the agent on the cards', () => {
    expect(
      cardFilter(read(`${labels}&status=unhealthy,warning&agentId=a1`).filters, false),
    ).toEqual({
      statuses: ['unhealthy', 'warning'],
      types: [],
      agentId: 'a1',
      showHidden: false,
      excludedLabels: ['app=x'],
    });
  });

  it('gives card links the page query plus refererId', () => {
    expect(cardLinkQuery(new URLSearchParams('type=App&refererId=old'), 'c1')).toEqual({
      type: 'App',
      refererId: 'c1',
    });
    expect(cardLinkQuery(new URLSearchParams('type=App'), undefined)).toEqual({ type: 'App' });
  });
});

describe('topologyFilters', () => {
  it('offers the answer’s facets, capitalised health, tags as key=value, and a linked value', () => {
    const filters = topologyFilters({
      facets: { healthStatuses: ['healthy'], types: ['App'], teams: [], tags: { env: ['prod'] } },
      agents: [{ id: 'a1', name: 'local' }],
      current: { type: 'Linked' },
    });
    const options = Object.fromEntries(filters.map((f) => [f.param, f.options]));
    expect(options.status).toEqual([{ value: 'healthy', label: 'Healthy' }]);
    expect(options.type).toEqual([
      { value: 'App', label: 'App' },
      { value: 'Linked', label: 'Linked' },
    ]);
    expect(options.labels).toEqual([{ value: 'env=prod', label: 'env=prod' }]);
    expect(options.agentId).toEqual([{ value: 'a1', label: 'local' }]);
    expect(filters.map((f) => f.label)).toEqual(['Health', 'Type', 'Team', 'Labels', 'Agent']);
  });
  it('carries no options for the codec', () => {
    expect(TOPOLOGY_LIST.filters.every((f) => f.options === undefined)).toBe(true);
  });
});
