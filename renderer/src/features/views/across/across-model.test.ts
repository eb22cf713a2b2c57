import { describe, expect, it } from 'vitest';
import type { ViewMetadata } from '../../../api/services/views.types.ts';
import { PERSISTED_FORMAT } from '../../../session/offline/persister.ts';
import {
  acrossState,
  acrossVariables,
  leadView,
  mergeRows,
  ORG_KEY,
  panelRows,
  type AcrossInput,
} from './across-model.ts';
import { cachedViewOf, valuesFor } from './across-reads.ts';

const view = (panels: ViewMetadata['panels'], title = 'Overview'): ViewMetadata => ({
  id: 'v1',
  namespace: 'mc',
  name: 'overview',
  title,
  lastRefreshedAt: '2026-11-30T10:00:00Z',
  requestFingerprint: 'fp',
  panels,
});

const input = (orgId: string, over: Partial<AcrossInput> = {}): AcrossInput => ({
  orgId,
  orgName: orgId.toUpperCase(),
  authState: 'signed-in',
  read: {
    id: `${orgId}-v`,
    view: view([
      { name: 'Configs', type: 'number', rows: [{ value: orgId.length }] },
      { name: 'Health', type: 'gauge', rows: [{ value: 50 }] },
      { name: 'By type', type: 'piechart', rows: [{ count: 1, type: 'a' }] },
    ]),
    rows: [{ name: `${orgId}-1` }, { name: `${orgId}-2` }],
    total: 2,
  },
  dataAt: 1000,
  cached: false,
  error: null,
  fetching: false,
  ...over,
});

describe('acrossState', () => {
  it('is live with a fresh read, loading before one, absent without the view', () => {
    expect(acrossState(input('a')).status).toBe('live');
    expect(acrossState(input('a', { read: undefined })).status).toBe('loading');
    expect(acrossState(input('a', { read: null })).status).toBe('absent');
  });

  it('an unreachable organisation is offline, stale while it has data to show', () => {
    const error = { message: 'the server cannot be reached', network: true };
    expect(acrossState(input('a', { error }))).toEqual({
      status: 'offline',
      stale: true,
      reason: 'the server cannot be reached',
    });
    expect(acrossState(input('a', { error, read: undefined })).stale).toBe(false);
  });

  it('data from the offline cache is stale; signed out, forbidden and errors are told apart', () => {
    expect(acrossState(input('a', { cached: true }))).toMatchObject({
      status: 'live',
      stale: true,
    });
    expect(acrossState(input('a', { authState: 'signed-out', read: undefined })).status).toBe(
      'signed-out',
    );
    const forbidden = { status: 403, message: 'access denied', network: false };
    expect(acrossState(input('a', { read: undefined, error: forbidden })).status).toBe('forbidden');
    const failed = { status: 500, message: 'boom', network: false };
    expect(acrossState(input('a', { error: failed }))).toMatchObject({
      status: 'error',
      stale: true,
    });
  });
});

describe('merging', () => {
  it('tags every row with its organisation, in organisation order', () => {
    const rows = mergeRows([input('a'), input('bb', { read: null }), input('ccc')]);
    expect(rows.map((r) => [r[ORG_KEY], r.name])).toEqual([
      ['a', 'a-1'],
      ['a', 'a-2'],
      ['ccc', 'ccc-1'],
      ['ccc', 'ccc-2'],
    ]);
  });

  it('lines up number and gauge panels per organisation, a missing one as null', () => {
    const noData = input('bb', { read: undefined, error: { message: 'x', network: true } });
    const rows = panelRows([input('a'), noData, input('ccc', { read: null })]);
    expect(rows.map((r) => [r.name, r.type])).toEqual([
      ['Configs', 'number'],
      ['Health', 'gauge'],
    ]);
    expect(rows[0]!.cells.map((c) => [c.orgId, c.panel?.rows?.[0]?.value ?? null])).toEqual([
      ['a', 1],
      ['bb', null],
    ]);
  });

  it('takes the columns and title from the first organisation with data', () => {
    expect(leadView([input('a', { read: undefined }), input('b')])?.id).toBe('v1');
  });
});

describe('cachedViewOf', () => {
  const payload = (at: number) =>
    JSON.stringify({
      format: PERSISTED_FORMAT,
      state: {
        queries: [
          {
            queryKey: ['views', 'metadata', { id: 'v1' }],
            queryHash: '',
            state: { data: view([]), dataUpdatedAt: at },
          },
          {
            queryKey: ['views', 'rows', 'view_mc_overview', 'fp', { pageIndex: 0 }],
            queryHash: '',
            state: { data: { rows: [{ name: 'kept' }], total: 7 }, dataUpdatedAt: at },
          },
        ],
      },
    });

  it('finds the view by namespace and name, with its kept rows', () => {
    const kept = cachedViewOf(payload(5_000), 'mc', 'overview', 60_000, 10_000);
    expect(kept?.at).toBe(5_000);
    expect(kept?.read.rows).toEqual([{ name: 'kept' }]);
    expect(kept?.read.total).toBe(7);
    expect(cachedViewOf(payload(5_000), 'mc', 'other', 60_000, 10_000)).toBeNull();
  });

  it('ignores a cache older than the maximum age', () => {
    expect(cachedViewOf(payload(0), 'mc', 'overview', 1_000, 10_000)).toBeNull();
  });
});

describe('variables across organisations', () => {
  const withVariables = (orgId: string, variables: ViewMetadata['variables']): AcrossInput => {
    const base = input(orgId);
    return { ...base, read: { ...base.read!, view: { ...base.read!.view, variables } } };
  };

  it("merges the copies' variables by key, with the options of all, each once", () => {
    const merged = acrossVariables([
      withVariables('a', [
        { key: 'cluster', label: 'Cluster', default: 'eu', options: ['eu', 'us'] },
        { key: 'ns', options: ['default'] },
      ]),
      withVariables('b', [
        { key: 'cluster', label: 'Other label', optionItems: [{ label: 'Asia', value: 'ap' }] },
      ]),
      withVariables('c', [{ key: 'cluster', options: ['us', 'sa'] }]),
      input('d', { read: null }),
    ]);
    expect(merged.map((v) => v.key)).toEqual(['cluster', 'ns']);
    expect(merged[0]).toMatchObject({
      label: 'Cluster',
      default: 'eu',
      options: ['eu', 'us', 'ap', 'sa'],
      optionItems: [
        { label: 'eu', value: 'eu' },
        { label: 'us', value: 'us' },
        { label: 'Asia', value: 'ap' },
        { label: 'sa', value: 'sa' },
      ],
    });
  });

  it('runs a copy with the choices for its own variables, and not at all on its defaults', () => {
    const copy = {
      ...view([]),
      variables: [
        { key: 'cluster', default: 'eu', options: ['eu', 'us'] },
        { key: 'ns', options: ['default', 'kube-system'] },
      ],
    };
    expect(valuesFor(copy, {})).toBeNull();
    expect(valuesFor(copy, { cluster: 'eu', other: 'x' })).toBeNull();
    expect(valuesFor(copy, { cluster: 'us', other: 'x' })).toEqual({
      cluster: 'us',
      ns: 'default',
    });
    expect(valuesFor({ ...copy, variables: null }, { cluster: 'us' })).toBeNull();
  });
});
