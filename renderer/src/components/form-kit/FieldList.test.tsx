// The field list's rendering, to markup: radio and select choices with their labels and the
// placeholder as the empty choice, three columns, a field's own disabled state and width, and
// a field shown only while a toggle is on.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { FieldList, type FieldListProps } from './FieldList.tsx';
import type { FieldDef } from './field.ts';

function render(
  fields: FieldDef[],
  values: Record<string, unknown>,
  extra: Partial<FieldListProps> = {},
) {
  return renderToStaticMarkup(
    <FieldList
      fields={fields}
      values={values}
      errors={{}}
      idPrefix="t"
      disabled={false}
      onChange={() => {}}
      onBlur={() => {}}
      {...extra}
    />,
  );
}

const LEVEL: FieldDef = {
  id: 'level',
  label: 'Level',
  kind: 'radio',
  options: ['low', 'high'],
  optionLabel: (o) => o.toUpperCase(),
};

describe('FieldList', () => {
  it('draws a radio field as one radio per option, labelled, the value checked', () => {
    const html = render([LEVEL], { level: 'high' });
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain('LOW');
    expect(html).toMatch(/value="high"[^>]*checked|checked[^>]*value="high"/);
  });

  it('offers a select placeholder as its empty choice, options under their labels', () => {
    const html = render([{ ...LEVEL, kind: 'select', placeholder: 'Choose a level' }], {
      level: '',
    });
    expect(html).toContain('<option value="" label="Choose a level" selected="">');
    expect(html).toContain('<option value="low" label="LOW">LOW</option>');
  });

  it('shows what a select holds: a value its options lack, or an empty choice for none', () => {
    const select: FieldDef = { id: 'every', label: 'Every', kind: 'select', options: ['1m', '5m'] };
    const held = render([select], { every: '45s' });
    expect(held).toContain('<option value="45s" label="45s" selected="">45s</option>');
    const none = render([select], { every: '' });
    expect(none).toContain('<option value="" label="—" selected="">—</option>');
    expect(render([select], { every: '5m' })).not.toContain('value=""');
  });

  it('sets three short fields to a row when asked, a wide: false text area in one cell', () => {
    const html = render(
      [{ id: 'note', label: 'Note', kind: 'textarea', wide: false }],
      {},
      { columns: 3 },
    );
    expect(html).toContain('mcd-form-kit-cols-3');
    expect(html).not.toContain('mcd-form-kit-wide');
  });

  it('disables one field of its own, leaving the others', () => {
    const html = render(
      [
        { id: 'a', label: 'A', kind: 'text', disabled: true },
        { id: 'b', label: 'B', kind: 'text' },
      ],
      {},
    );
    expect(html).toMatch(/id="t-a" disabled=""/);
    expect(html).not.toMatch(/id="t-b" disabled=""/);
  });

  it('shows a field while a toggle is on, hides it while off', () => {
    const fields: FieldDef[] = [
      { id: 'on', label: 'On', kind: 'toggle' },
      { id: 'why', label: 'Why', kind: 'text', when: { id: 'on', values: ['true'] } },
    ];
    expect(render(fields, { on: true })).toContain('id="t-why"');
    expect(render(fields, { on: false })).not.toContain('id="t-why"');
  });

  it('puts a right element (a button) inside a one-line input', () => {
    const check = <button type="button">Check</button>;
    const html = render([{ id: 'url', label: 'Address', kind: 'text', rightElement: check }], {});
    expect(html).toMatch(/id="t-url"[\s\S]*<button type="button">Check<\/button>/);
  });

  it('draws a searched multi-select with its search box, its options one a group', () => {
    const people: FieldDef = {
      id: 'chosen',
      label: 'People',
      kind: 'multiSelect',
      search: 'Search people',
      options: ['a', 'b'],
      optionLabel: (o) => `Person ${o}`,
    };
    const html = render([people], { chosen: ['b'] });
    expect(html).toContain('aria-label="Search people"');
    expect(html).toContain('role="group"');
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
    expect(html).toContain('Person a');
    expect(render([{ ...people, options: [] }], { chosen: [] })).toContain('No options found');
  });
});
