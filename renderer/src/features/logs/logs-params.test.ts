import { describe, expect, it } from 'vitest';
import {
  FUTURE_PRESETS,
  PAST_PRESETS,
  QUICK_RANGES,
  type TimeRange,
} from '../../lib/time/time-range.ts';
import {
  DEFAULT_LOGS_RANGE,
  logsSearchFor,
  patchLogsParams,
  rangeFromParams,
  rangeToParams,
  readLogsParams,
} from './logs-params.ts';

const NOW = new Date('2026-03-10T12:30:00.000Z');
const read = (search: string) => readLogsParams(new URLSearchParams(search));

describe('readLogsParams', () => {
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

describe('patchLogsParams', () => {
  const patch = (search: string, p: Parameters<typeof patchLogsParams>[1]) =>
    patchLogsParams(new URLSearchParams(search), p).toString();

  it('drops the selector when another component is chosen', () => {
    expect(patch('topologyId=a&logsSelector=x&query=q', { topologyId: 'b' })).toBe(
      'topologyId=b&query=q',
    );
    expect(patch('topologyId=a&logsSelector=x', { topologyId: 'a' })).toBe(
      'topologyId=a&logsSelector=x',
    );
    expect(patch('topologyId=a', { topologyId: 'b', logsSelector: 'y' })).toBe(
      'topologyId=b&logsSelector=y',
    );
  });

  it('keeps the search text as typed and removes a blank one', () => {
    expect(patch('topologyId=a', { query: 'GET /api' })).toBe('topologyId=a&query=GET+%2Fapi');
    expect(patch('topologyId=a&query=x', { query: '   ' })).toBe('topologyId=a');
  });

  it('writes ranges in the backend terms and leaves the default out', () => {
    const sevenDays = PAST_PRESETS.find((p) => p.range === 'now-7d')!;
    expect(patch('topologyId=a', { range: sevenDays })).toBe('topologyId=a&start=7d');
    expect(patch('topologyId=a&start=7d', { range: DEFAULT_LOGS_RANGE })).toBe('topologyId=a');
    expect(patch('topologyId=a&start=7d', { range: undefined })).toBe('topologyId=a');
    expect(patch('start=now-2d&end=now', { range: QUICK_RANGES[0] })).toBe(
      'start=now-1d%2Fd&end=now-1d%2Fd',
    );
    expect(patch('start=now-1d%2Fd&end=now-1d%2Fd', { range: sevenDays })).toBe('start=7d');
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
