// The widgets' markup by filter kind: a select names itself after its filter; a required one
// offers no 'All' and shows its placeholder until a value is chosen.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FilterOption, ResourceFilter } from '../resource-list/resource-definition.ts';
import { FilterControl } from './FilterBar.tsx';

const OPTIONS: readonly FilterOption[] = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

const render = (filter: ResourceFilter, value?: string) =>
  renderToStaticMarkup(
    <FilterControl filter={filter} value={value} options={OPTIONS} onChange={() => undefined} />,
  );

describe('FilterControl', () => {
  it('names a native select after its filter and offers All first', () => {
    const html = render({ param: 'type', label: 'Type' });
    expect(html).toContain('aria-label="Type"');
    expect(html).toMatch(/<option value="all"[^>]*>All<\/option><option value="a"/);
  });

  it('offers no All in a required select, which shows its first option until one is chosen', () => {
    const html = render({ param: 'logsSelector', label: 'Log selector', required: true });
    expect(html).not.toContain('>All<');
    expect(html).toMatch(/<option value="a"[^>]*selected=""/);
    expect(render({ param: 'x', label: 'X', required: true }, 'b')).toMatch(
      /<option value="b"[^>]*selected=""/,
    );
  });

  it('shows a required searchable select’s placeholder while it has no value', () => {
    const filter: ResourceFilter = {
      param: 'topologyId',
      label: 'Component',
      required: true,
      searchable: true,
      placeholder: 'Select a component',
    };
    expect(render(filter)).toContain('aria-label="Component: Select a component"');
    expect(render(filter, 'b')).toContain('aria-label="Component: Beta"');
    expect(render({ ...filter, required: false })).toContain('aria-label="Component: All"');
  });

  it('shows a buttons multiSelect as a named group of toggle buttons, the chosen ones pressed', () => {
    const html = render({ param: 'kind', label: 'Kind', kind: 'multiSelect', buttons: true }, 'b');
    expect(html).toContain('role="group" aria-label="Kind"');
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*Alpha/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*Beta/);
  });
});
