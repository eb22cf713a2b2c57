import { describe, expect, it } from 'vitest';
import { LOGS_LIST, logsFilters, type LogsChoices } from './logs-filters.tsx';

const choices = (over: Partial<LogsChoices> = {}): LogsChoices => ({
  components: [{ id: 'c1', name: 'api', type: 'Service' }],
  componentsLoading: false,
  current: undefined,
  selectors: ['kubernetes'],
  ...over,
});

describe('logsFilters', () => {
  it('offers the selector only when the component has more than one', () => {
    expect(logsFilters(choices()).map((f) => f.param)).toEqual(['topologyId', 'query']);
    expect(logsFilters(choices({ selectors: ['a', 'b'] })).map((f) => f.param)).toEqual([
      'topologyId',
      'logsSelector',
      'query',
    ]);
  });

  it('lists the chosen component by name even when the picker’s list lacks it', () => {
    const [component] = logsFilters(choices({ current: { id: 'c9', name: 'worker' } }));
    const options = component!.options as readonly { value: string; label: string }[];
    expect(options.map((o) => [o.value, o.label])).toEqual([
      ['c9', 'worker'],
      ['c1', 'api'],
    ]);
  });

  it('searches after 500 ms (spec 2 §9) with the placeholder the screen has always had', () => {
    const search = logsFilters(choices()).find((f) => f.kind === 'search');
    expect(search).toMatchObject({ placeholder: 'Search logs', debounceMs: 500 });
  });

  it('gives the codec every filter, no options, and the range params', () => {
    expect(LOGS_LIST.filters.map((f) => f.param)).toEqual(['topologyId', 'logsSelector', 'query']);
    expect(LOGS_LIST.filters.every((f) => f.options === undefined)).toBe(true);
    expect(LOGS_LIST.passThrough).toEqual(['start', 'end']);
  });
});
