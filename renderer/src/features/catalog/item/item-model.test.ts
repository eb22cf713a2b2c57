import { describe, expect, it } from 'vitest';
import type { ConfigDetail } from '../../../api/services/catalog-item.types.ts';
import {
  ageText,
  configBody,
  evidenceExcerpt,
  groupProperties,
  lastScrapedWarning,
  nextSelection,
  propertyLabel,
  selectedLines,
  tabOf,
  tabPath,
  withSelected,
} from './item-model.ts';

const NOW = new Date('2026-01-10T12:00:00Z');
const item = (patch: Partial<ConfigDetail>): ConfigDetail => ({
  id: 'c1',
  cost_per_minute: null,
  cost_total_1d: null,
  cost_total_7d: null,
  cost_total_30d: null,
  ...patch,
});

describe('tabs', () => {
  it('reads the tab segment; none is Config, an unknown one is null', () => {
    expect(tabOf(undefined)).toBe('config');
    expect(tabOf('changes')).toBe('changes');
    expect(tabOf('checks')).toBe('checks');
    expect(tabOf('config')).toBe('config');
    expect(tabOf('nope')).toBeNull();
    expect(tabPath('/catalog/x', 'config')).toBe('/catalog/x');
    expect(tabPath('/catalog/x', 'config', true)).toBe('/catalog/x/config');
    expect(tabPath('/catalog/x', 'insights')).toBe('/catalog/x/insights');
  });
});

describe('configBody', () => {
  it('pretty-prints JSON by default', () => {
    expect(configBody({ a: 1 })).toEqual({ text: '{\n  "a": 1\n}', language: 'json' });
    expect(configBody(null)).toEqual({ text: '', language: 'json' });
  });
  it('keeps content in its own format', () => {
    expect(configBody({ content: 'a: 1\n', format: 'yaml' })).toEqual({
      text: 'a: 1\n',
      language: 'yaml',
    });
    expect(configBody({ content: 'k=v', format: 'properties' }).language).toBe('text');
    expect(configBody({ content: '{"a":1}', format: 'json' }).text).toBe('{\n  "a": 1\n}');
  });
});

describe('line selection', () => {
  it('reads repeated selected parameters: valid, unique, sorted, within the document', () => {
    const params = new URLSearchParams(
      'selected=13&selected=12&selected=x&selected=12&selected=99',
    );
    expect(selectedLines(params)).toEqual([12, 13, 99]);
    expect(selectedLines(params, 50)).toEqual([12, 13]);
  });
  it('toggles on click and adds a range on shift-click', () => {
    expect(nextSelection([3], 5, null, false)).toEqual([3, 5]);
    expect(nextSelection([3, 5], 5, 3, false)).toEqual([3]);
    expect(nextSelection([9], 3, 6, true)).toEqual([3, 4, 5, 6, 9]);
  });
  it('writes them back beside the other parameters', () => {
    const next = withSelected(new URLSearchParams('a=1&selected=4'), [12, 13]);
    expect(next.toString()).toBe('a=1&selected=12&selected=13');
  });
  it('keeps 3 lines of context in the evidence excerpt', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `l${i + 1}`);
    const excerpt = evidenceExcerpt(lines, [2, 10]);
    expect(Object.keys(excerpt.lines).map(Number)).toEqual([
      1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13,
    ]);
    expect(excerpt.selected_lines).toEqual({ 2: 'l2', 10: 'l10' });
  });
});

describe('properties', () => {
  it('groups by name prefix, ungrouped first, hidden dropped', () => {
    const groups = groupProperties([
      { name: 'cpu.limit', text: '2' },
      { name: 'zone', text: 'a' },
      { name: 'cpu.request', text: '1' },
      { name: 'mem:limit', text: '1Gi' },
      { name: 'secret', type: 'hidden', text: 'x' },
    ]);
    expect(groups.map((g) => [g.name, g.properties.length])).toEqual([
      ['', 1],
      ['cpu', 2],
      ['mem', 1],
    ]);
    expect(propertyLabel({ name: 'cpu.limit' }, 'cpu')).toBe('limit');
  });
});

describe('notices', () => {
  it('warns when the last scrape is an hour old or more, unless deleted', () => {
    const hourAgo = new Date(NOW.getTime() - 3_600_000).toISOString();
    expect(lastScrapedWarning(item({ last_scraped_time: hourAgo }), NOW)).toBe(
      'Last scraped 1 hour ago',
    );
    const recent = new Date(NOW.getTime() - 3_599_000).toISOString();
    expect(lastScrapedWarning(item({ last_scraped_time: recent }), NOW)).toBeNull();
    expect(
      lastScrapedWarning(item({ last_scraped_time: hourAgo, deleted_at: hourAgo }), NOW),
    ).toBeNull();
  });
  it('gives any age, beyond a week too', () => {
    expect(ageText('2025-12-01T12:00:00Z', NOW)).toBe('40 days ago');
  });
});
