import { describe, expect, it } from 'vitest';
import {
  applyPatch,
  decode,
  encode,
  timeRangeValue,
  toggledValueList,
  type FilterSpec,
  type ListCodecSpec,
} from './filter-codec.ts';

const statuses = [{ value: 'open' }, { value: 'closed' }, { value: 'high' }];
const lastHour = timeRangeValue({ type: 'relative', display: 'Last 1 hour', range: 'now-1h' });

/** One filter of each kind with a value, the URL it writes, and a bad URL value. */
const KINDS: {
  filter: FilterSpec;
  value: string;
  url: string;
  bad: string;
}[] = [
  { filter: { param: 's', options: statuses }, value: 'closed', url: 's=closed', bad: 's=nope' },
  {
    filter: { param: 'm', kind: 'multiSelect', options: statuses },
    value: 'open,closed',
    url: 'm=open%2Cclosed',
    bad: 'm=open,nope',
  },
  {
    filter: { param: 't', kind: 'triState', options: statuses },
    value: 'closed:-1,open:1',
    url: 't=closed%3A-1%2Copen%3A1',
    bad: 't=open:7',
  },
  {
    filter: { param: 'l', kind: 'labels' },
    value: 'env%3Dprod:1,team%3Da:-1',
    url: 'l=env%253Dprod%3A1%2Cteam%253Da%3A-1',
    bad: 'l=noequals:1',
  },
  { filter: { param: 'q', kind: 'search' }, value: 'disk full', url: 'q=disk+full', bad: 'q=+' },
  {
    filter: { param: 'd', kind: 'text', validate: (t) => (/^\d+s$/.test(t) ? undefined : 'no') },
    value: '5s',
    url: 'd=5s',
    bad: 'd=5+minutes',
  },
  { filter: { param: 'x', kind: 'toggle' }, value: 'true', url: 'x=true', bad: 'x=yes' },
  {
    filter: { param: 'range', kind: 'timeRange' },
    value: lastHour,
    url: 'rangeType=relative&display=Last+1+hour&range=now-1h',
    bad: 'rangeType=relative&range=garbage',
  },
];

const only = (filter: FilterSpec): ListCodecSpec => ({ filters: [filter] });

describe('the list URL codec, every filter kind', () => {
  it.each(KINDS)('$filter.kind $filter.param: round trip', ({ filter, value, url }) => {
    const spec = only(filter);
    const params = encode(spec, { filters: { [filter.param]: value } });
    expect(params.toString()).toBe(url);
    expect(decode(spec, params).filters).toEqual({ [filter.param]: value });
  });

  it.each(KINDS)('$filter.kind $filter.param: under a prefix', ({ filter, value }) => {
    const spec = only(filter);
    const params = encode(spec, { filters: { [filter.param]: value }, pageIndex: 2 }, 'v__');
    for (const name of params.keys()) expect(name.startsWith('v__')).toBe(true);
    expect(decode(spec, params, 'v__')).toMatchObject({
      pageIndex: 2,
      filters: { [filter.param]: value },
    });
    // Without the prefix, the same URL is not this list's.
    expect(decode(spec, params).filters).toEqual({});
  });

  it.each(KINDS)('$filter.kind $filter.param: a bad value reads as the default', (row) => {
    const withDefault = { ...row.filter, defaultValue: row.value };
    expect(decode(only(row.filter), new URLSearchParams(row.bad)).filters).toEqual({});
    expect(decode(only(withDefault), new URLSearchParams(row.bad)).filters).toEqual({
      [row.filter.param]: row.value,
    });
  });

  it.each(KINDS)('$filter.kind $filter.param: the default is left out of the URL', (row) => {
    const spec = only({ ...row.filter, defaultValue: row.value });
    expect(encode(spec, { filters: { [row.filter.param]: row.value } }).toString()).toBe('');
    expect(decode(spec, new URLSearchParams()).filters).toEqual({ [row.filter.param]: row.value });
    // Turned off, the URL must say so, or the default would come back.
    const off = encode(spec, { filters: {} });
    expect(off.toString()).not.toBe('');
    expect(decode(spec, off).filters).toEqual({});
  });
});

describe('the list URL codec, paging, sort and other params', () => {
  const spec: ListCodecSpec = {
    filters: [{ param: 'status', defaultValue: 'open', options: statuses }],
    pageSizes: [25, 50],
    passThrough: ['refererId'],
  };

  it('reads an empty URL as the defaults', () => {
    expect(decode(spec, new URLSearchParams())).toEqual({
      pageIndex: 0,
      pageSize: 25,
      sortBy: undefined,
      sortOrder: undefined,
      filters: { status: 'open' },
      passThrough: {},
    });
  });

  it('ignores bad paging and sort values', () => {
    const state = decode(spec, new URLSearchParams('pageIndex=-1&pageSize=7&sortOrder=up'));
    expect(state).toMatchObject({ pageIndex: 0, pageSize: 25, sortOrder: undefined });
  });

  it('spells a known value as its option does (a link may say High)', () => {
    expect(decode(spec, new URLSearchParams('status=High')).filters).toEqual({ status: 'high' });
  });

  it('reads a list filter written as a repeated param as all its values, and writes it once', () => {
    const listed: ListCodecSpec = {
      filters: [
        { param: 'm', kind: 'multiSelect', options: statuses },
        { param: 't', kind: 'triState', options: statuses },
        { param: 's', options: statuses },
      ],
    };
    const state = decode(
      listed,
      new URLSearchParams('m=open&m=closed&t=open:1&t=high:-1&s=open&s=closed'),
    );
    expect(state.filters).toEqual({ m: 'open,closed', t: 'high:-1,open:1', s: 'open' });
    expect(encode(listed, state).toString()).toBe('m=open%2Cclosed&t=high%3A-1%2Copen%3A1&s=open');
  });

  it('keeps declared pass-through params in links and drops undeclared ones', () => {
    const state = decode(spec, new URLSearchParams('refererId=abc&other=1&sortBy=name'));
    expect(state.passThrough).toEqual({ refererId: 'abc' });
    expect(encode(spec, state).toString()).toBe('sortBy=name&refererId=abc');
  });

  it('a patch keeps params that are not the list’s and goes back to the first page', () => {
    const current = new URLSearchParams('id=7&pageIndex=3&pageSize=50');
    const next = applyPatch(spec, current, { filters: { status: 'closed' } });
    expect(next.toString()).toBe('id=7&pageSize=50&status=closed');
    expect(applyPatch(spec, next, { filters: { status: undefined } }).toString()).toBe(
      'id=7&pageSize=50&status=all',
    );
    expect(applyPatch(spec, next, { pageIndex: 1 }).get('pageIndex')).toBe('1');
  });
});

describe('always-applying filters, a page size kept in the URL and a default sort', () => {
  const twoDays = timeRangeValue({ type: 'relative', display: '2 days', range: 'now-2d' });
  const range: FilterSpec = {
    param: 'range',
    kind: 'timeRange',
    defaultValue: twoDays,
    clearsToDefault: true,
  };
  const spec: ListCodecSpec = {
    filters: [range],
    pageSizes: [200, 50],
    pageSizeInUrl: true,
    defaultSort: { sortBy: 'age', sortOrder: 'desc' },
  };

  it('clears a filter that always applies back to its default, never off', () => {
    const chosen = applyPatch(spec, new URLSearchParams(), { filters: { range: lastHour } });
    const cleared = applyPatch(spec, chosen, { filters: { range: undefined } });
    expect(cleared.has('rangeType')).toBe(false);
    expect(decode(spec, cleared).filters.range).toBe(twoDays);
    expect(decode(spec, new URLSearchParams('rangeType=all')).filters.range).toBe(twoDays);
  });

  it("reads 'all' as a value when the filter's options have it", () => {
    const scope: FilterSpec = { param: 'rel', options: [{ value: 'up' }, { value: 'all' }] };
    expect(decode({ filters: [scope] }, new URLSearchParams('rel=all')).filters.rel).toBe('all');
    expect(decode({ filters: [scope] }, new URLSearchParams('rel=UP')).filters.rel).toBe('up');
  });

  it('writes the page size even at its default', () => {
    expect(applyPatch(spec, new URLSearchParams(), {}).get('pageSize')).toBe('200');
    expect(applyPatch({ pageSizes: [200, 50] }, new URLSearchParams(), {}).has('pageSize')).toBe(
      false,
    );
  });

  it('reads the default sort while the URL has none, and leaves it out when chosen', () => {
    const state = decode(spec, new URLSearchParams());
    expect([state.sortBy, state.sortOrder]).toEqual(['age', 'desc']);
    const other = applyPatch(spec, new URLSearchParams(), { sortBy: 'count', sortOrder: 'asc' });
    expect(other.get('sortBy')).toBe('count');
    const back = applyPatch(spec, other, { sortBy: 'age', sortOrder: 'desc' });
    expect(back.has('sortBy')).toBe(false);
    expect(back.has('sortOrder')).toBe(false);
  });
});

describe('toggledValueList', () => {
  it('adds a value, takes it out again, and clears the list once it is empty', () => {
    expect(toggledValueList(undefined, 'a,b')).toBe('a%2Cb');
    expect(toggledValueList('a%2Cb', 'c')).toBe('a%2Cb,c');
    expect(toggledValueList('a%2Cb,c', 'a,b')).toBe('c');
    expect(toggledValueList('c', 'c')).toBeUndefined();
  });
});
