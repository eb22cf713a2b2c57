// The `configs` parameter's value (spec 4 §2.13): checked ids as `id=` terms, else the query;
// read back from a default or a re-run; and the search's selectors per filter entry.
import { describe, expect, it } from 'vitest';
import {
  configIdsOf,
  configsFilter,
  decodeConfigsValue,
  encodeConfigsValue,
  searchSelectors,
} from './configs-param.ts';
import { toParamSpec } from './playbook-params.ts';

const A = '018f0c4e-0000-7000-8000-000000000001';
const B = '018f0c4e-0000-7000-8000-000000000002';

describe('configs parameter value', () => {
  it('names the checked items, else the query, else nothing', () => {
    expect(encodeConfigsValue({ ids: [A, B], query: 'grafana' })).toBe(
      `{"search":"id=${A};id=${B}"}`,
    );
    expect(encodeConfigsValue({ ids: [], query: ' type=Kubernetes::Deployment grafana ' })).toBe(
      '{"search":"type=Kubernetes::Deployment grafana"}',
    );
    expect(encodeConfigsValue({ ids: [], query: '  ' })).toBe('');
  });

  it('reads a value back: ids when it lists only id terms, else a query', () => {
    expect(decodeConfigsValue(`{"search":"id=${A};id=${B}"}`)).toEqual({ ids: [A, B], query: '' });
    expect(decodeConfigsValue('{"search":"id=x grafana"}')).toEqual({
      ids: [],
      query: 'id=x grafana',
    });
    expect(decodeConfigsValue('not json')).toEqual({ ids: [], query: '' });
    expect(decodeConfigsValue('')).toEqual({ ids: [], query: '' });
    expect(configIdsOf(`{"search":"id=${A}"}`)).toEqual([A]);
    expect(configIdsOf({ search: `id=${A}` })).toEqual([]);
  });

  it('searches once per filter entry, the typed text first, every agent by default', () => {
    const filters = configsFilter([{ types: ['Kubernetes::Deployment'], search: 'ns=prod' }]);
    expect(searchSelectors(filters, 'grafana')).toEqual([
      { types: ['Kubernetes::Deployment'], search: 'grafana ns=prod', agent: 'all' },
    ]);
    expect(searchSelectors([], '')).toEqual([{ search: '', agent: 'all' }]);
    expect(configsFilter({ agent: 'self' })).toEqual([{ agent: 'self' }]);
    expect(configsFilter('x')).toEqual([]);
  });

  it('is a field of its own in the run form', () => {
    const spec = toParamSpec({
      name: 'configs',
      type: 'configs',
      required: true,
      properties: { filter: [{ types: ['Kubernetes::Deployment'] }] },
    });
    expect(spec).toMatchObject({
      family: 'configs',
      required: true,
      filters: [{ types: ['Kubernetes::Deployment'] }],
    });
  });
});
