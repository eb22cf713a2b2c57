// The bar's markup: each filter's widget by kind, labelled once, and the screen's own controls in
// the same toolbar row, before the chips.
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ResourceFilter } from '../resource-list/resource-definition.ts';
import { FilterBar } from './FilterBar.tsx';

vi.mock('../../session/org-context.tsx', () => ({ useOrgId: () => 'org-1' }));

const FILTERS: readonly ResourceFilter[] = [
  { param: 'labels', kind: 'labels', label: 'Labels', options: [{ value: 'env=prod', label: '' }] },
  { param: 'health', kind: 'triState', label: 'Health', options: [{ value: 'ok', label: 'Ok' }] },
];

function render(values: Record<string, string>) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <FilterBar
        label="Test filters"
        listKey="test"
        filters={FILTERS}
        values={values}
        onChange={vi.fn()}
      >
        <button type="button">Own control</button>
      </FilterBar>
    </QueryClientProvider>,
  );
}

describe('FilterBar', () => {
  it('names the labels button once, without a second label around it', () => {
    const html = render({});
    expect(html).toContain('aria-label="Labels: All"');
    expect(html.match(/class="mcd-filter-label"/g)).toHaveLength(1);
    expect(html).toContain('<span class="mcd-filter-label">Health</span>');
  });

  it("puts the screen's own controls in the toolbar row, before the chips", () => {
    const html = render({ health: 'ok:1' });
    const row = html.indexOf('role="toolbar"');
    const own = html.indexOf('Own control');
    const chips = html.indexOf('aria-label="Active filters"');
    expect(row).toBeGreaterThanOrEqual(0);
    expect(own).toBeGreaterThan(row);
    expect(chips).toBeGreaterThan(own);
    expect(html.slice(row, chips)).toMatch(/Own control<\/button><\/div>/);
  });
});
