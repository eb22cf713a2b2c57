// The widgets' markup by filter kind: a select names itself after its filter; a required one
// offers no 'All' and shows its placeholder until a value is chosen.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FilterOption, ResourceFilter } from '../resource-list/resource-definition.ts';
import { FilterControl } from './FilterBar.tsx';
import { textFilterError } from './TextFilter.tsx';

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

  it('labels a text filter, suggests All first and shows its check’s message for refused text', () => {
    const filter: ResourceFilter = {
      param: 'duration',
      label: 'Duration',
      kind: 'text',
      suggestions: ['1s', '5s'],
      validate: (text) => (/^\d+s$/.test(text) ? undefined : 'seconds only'),
    };
    const html = render(filter, '5s');
    expect(html).toMatch(
      /<label[^>]*for="([^"]+)"[^>]*>(<span[^>]*>)?Duration\b.*<input[^>]*id="\1"/,
    );
    expect(html).toMatch(/<option value="All"><\/option><option value="1s">/);
    expect(html).toContain('value="5s"');
    expect(html).not.toContain('seconds only');
    expect(render(filter, '5 minutes')).toContain('seconds only');
    expect(textFilterError(filter.validate, '  ')).toBeUndefined();
    expect(textFilterError(filter.validate, ' 5s ')).toBeUndefined();
    expect(textFilterError(filter.validate, '5m')).toBe('seconds only');
  });

  it('shows a segmented select as a named control, its first option standing for no value', () => {
    const filter: ResourceFilter = { param: 'view', label: 'View', segmented: true };
    const html = render(filter);
    expect(html).toContain('aria-label="View"');
    expect(html).not.toContain('>All<');
    const checked = (label: string) =>
      new RegExp(`aria-checked="true"((?!aria-checked).)*${label}`);
    expect(html).toMatch(checked('Alpha'));
    expect(render(filter, 'b')).toMatch(checked('Beta'));
    expect(render(filter, 'b')).not.toMatch(checked('Alpha'));
  });
});
