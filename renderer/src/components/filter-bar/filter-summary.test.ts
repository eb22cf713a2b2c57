import { describe, expect, it } from 'vitest';
import { timeRangeValue } from '../../lib/url-state/filter-codec.ts';
import type { ResourceFilter } from '../resource-list/resource-definition.ts';
import { filterSummary } from './filter-summary.ts';

const options = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];
const chip = (filter: Omit<ResourceFilter, 'label'>, value: string) =>
  filterSummary({ label: 'X', ...filter }, value, options);

describe('the chip text of an active filter', () => {
  it.each<[string, Omit<ResourceFilter, 'label'>, string, string]>([
    ['select: the option label', { param: 's' }, 'open', 'Open'],
    ['select: an unknown value as it is', { param: 's' }, 'c-1', 'c-1'],
    ['multiSelect', { param: 'm', kind: 'multiSelect' }, 'open,closed', 'Open, Closed'],
    ['triState', { param: 't', kind: 'triState' }, 'closed:-1,open:1', 'not Closed, Open'],
    ['labels', { param: 'l', kind: 'labels' }, 'env%3Dprod:1', 'env=prod'],
    ['search', { param: 'q', kind: 'search' }, 'disk', 'disk'],
    ['toggle', { param: 'x', kind: 'toggle' }, 'true', 'on'],
    [
      'timeRange: its display text',
      { param: 'r', kind: 'timeRange' },
      timeRangeValue({ type: 'relative', display: 'Last 1 hour', range: 'now-1h' }),
      'Last 1 hour',
    ],
  ])('%s', (_name, filter, value, text) => {
    expect(chip(filter, value)).toBe(text);
  });
});
