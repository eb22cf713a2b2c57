import { describe, expect, it } from 'vitest';
import { listParamsSpec } from '../../components/resource-list/useResourceListParams.ts';
import {
  FUTURE_PRESETS,
  PAST_PRESETS,
  QUICK_RANGES,
  type TimeRange,
} from '../../lib/time/time-range.ts';
import { applyPatch, decode } from '../../lib/url-state/filter-codec.ts';
import { LOGS_LIST } from './logs-filters.tsx';
import {
  DEFAULT_LOGS_RANGE,
  filterChange,
  logsSearchFor,
  logsStateOf,
  rangeChange,
  rangeFromParams,
  rangeToParams,
} from './logs-request.ts';

const NOW = new Date('2026-03-10T12:30:00.000Z');
const spec = listParamsSpec(LOGS_LIST);
const read = (search: string) => logsStateOf(decode(spec, new URLSearchParams(search)));
const write = (search: string, patch: Parameters<typeof applyPatch>[2]) =>
  applyPatch(spec, new URLSearchParams(search), patch).toString();

describe('the URL state', () => {
  it('reads the four parameters of spec 2 §2', () => {
    expect(read('topologyId=c1&logsSelector=kubernetes&query=timeout&start=15m')).toEqual({
      topologyId: 'c1',
      logsSelector: 'kubernetes',
      query: 'timeout',
      start: '15m',
      end: undefined,
    });
  });

  it('reads a bare URL as no component and the last hour', () => {
    expect(read('')).toEqual({
      topologyId: undefined,
      logsSelector: undefined,
      query: '',
      start: '1h',
      end: undefined,
    });
  });
});

describe('filterChange', () => {
  const change = (search: string, param: string, value: string | undefined) => {
    const { patch, replace } = filterChange(read(search), param, value);
    return { url: write(search, patch), replace };
  };

  it('drops the selector when another component is chosen, keeping the rest', () => {
    expect(change('topologyId=a&logsSelector=x&query=q&start=7d', 'topologyId', 'b')).toEqual({
      url: 'topologyId=b&query=q&start=7d',
      replace: false,
    });
    expect(change('topologyId=a&logsSelector=x', 'topologyId', 'a').url).toBe(
      'topologyId=a&logsSelector=x',
    );
    expect(change('topologyId=a&logsSelector=x', 'logsSelector', 'y').url).toBe(
      'topologyId=a&logsSelector=y',
    );
  });

  it('writes the search in place of the history entry and removes a blank one', () => {
    expect(change('topologyId=a', 'query', 'GET /api')).toEqual({
      url: 'topologyId=a&query=GET+%2Fapi',
      replace: true,
    });
    expect(change('topologyId=a&query=x', 'query', '   ').url).toBe('topologyId=a');
  });
});

describe('rangeChange', () => {
  const sevenDays = PAST_PRESETS.find((p) => p.range === 'now-7d')!;
  const change = (search: string, range: TimeRange | undefined) =>
    write(search, rangeChange(range));

  it('writes ranges in the backend terms and leaves the default out', () => {
    expect(change('topologyId=a', sevenDays)).toBe('topologyId=a&start=7d');
    expect(change('topologyId=a&start=7d', DEFAULT_LOGS_RANGE)).toBe('topologyId=a');
    expect(change('topologyId=a&start=7d', undefined)).toBe('topologyId=a');
    expect(change('start=now-2d&end=now', QUICK_RANGES[0])).toBe('start=now-1d%2Fd&end=now-1d%2Fd');
    expect(change('start=now-1d%2Fd&end=now-1d%2Fd', sevenDays)).toBe('start=7d');
  });
});

describe('time range in the URL', () => {
  const roundTrip = (range: TimeRange) => rangeFromParams(rangeToParams(range), NOW);

  it.each([...PAST_PRESETS, ...FUTURE_PRESETS])('round-trips the preset $label', (preset) => {
    expect(roundTrip(preset)).toEqual({
      type: 'relative',
      display: preset.display,
      range: preset.range,
    });
  });

  it.each(QUICK_RANGES)('round-trips the quick range $display', (quick) => {
    expect(roundTrip(quick)).toEqual(quick);
  });

  it('round-trips absolute ranges', () => {
    const range = roundTrip({
      type: 'absolute',
      display: 'x',
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-02T00:00:00.000Z',
    });
    expect(range).toMatchObject({
      type: 'absolute',
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-02T00:00:00.000Z',
    });
    expect(range.display).toMatch(/ to /);
  });

  it('reads a lone timestamp as from then until now', () => {
    expect(rangeFromParams({ start: '2026-03-01T00:00:00Z', end: undefined }, NOW)).toMatchObject({
      type: 'absolute',
      from: '2026-03-01T00:00:00Z',
      to: 'now',
    });
  });

  it('reads anything unreadable as the last hour', () => {
    for (const params of [
      { start: 'soon', end: undefined },
      { start: 'now', end: undefined },
      { start: '2026-03-01', end: 'later' },
    ])
      expect(rangeFromParams(params, NOW)).toEqual(DEFAULT_LOGS_RANGE);
  });
});

describe('logsSearchFor', () => {
  it('needs a component and a selector', () => {
    expect(logsSearchFor(read(''), 'k', NOW)).toBeNull();
    expect(logsSearchFor(read('topologyId=c1'), undefined, NOW)).toBeNull();
  });

  it('asks for the component, the selector, the trimmed text and the range', () => {
    expect(logsSearchFor(read('topologyId=c1&query=%20err%20&start=15m'), 'k', NOW)).toEqual({
      id: 'c1',
      name: 'k',
      query: 'err',
      start: '15m',
    });
    expect(logsSearchFor(read('topologyId=c1&start=now-1d/d&end=now-1d/d'), 'k', NOW)).toEqual({
      id: 'c1',
      name: 'k',
      start: 'now-1d/d',
      end: 'now-1d/d',
    });
  });

  it('asks for the default range when the URL holds a broken one', () => {
    expect(logsSearchFor(read('topologyId=c1&start=whenever'), 'k', NOW)).toEqual({
      id: 'c1',
      name: 'k',
      start: '1h',
    });
  });
});
