// Group rows from a definition: no grouping unless the filters ask for one; the group row reads
// the definition's label, its count and the worst status of its rows.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { groupTableProps, type ListGroups } from './list-groups.tsx';
import { selectionColumn } from './row-selection.tsx';

interface Row {
  id: string;
  ns: string;
  status: 'ok' | 'bad';
}

const ROWS: Row[] = [
  { id: 'a', ns: 'web', status: 'ok' },
  { id: 'b', ns: 'web', status: 'bad' },
];

const GROUPS: ListGroups<Row> = {
  by: (filters) => (filters.groupBy === 'ns' ? (row) => row.ns : undefined),
  label: (key, filters) => `${filters.groupBy}: ${key}`,
  status: (rows) => <i>{rows.some((r) => r.status === 'bad') ? 'bad' : 'ok'}</i>,
};

const groupText = (html: string) => html.replace(/<[^>]+>/g, '');

describe('groupTableProps', () => {
  it('groups nothing without a definition or while the filters choose no grouping', () => {
    expect(groupTableProps(undefined, { groupBy: 'ns' })).toEqual({});
    expect(groupTableProps(GROUPS, {})).toEqual({});
  });

  it('keys rows by the chosen value; the group row reads status, label and count', () => {
    const props = groupTableProps(GROUPS, { groupBy: 'ns' });
    expect(props.groupBy?.(ROWS[0]!)).toBe('web');
    const html = renderToStaticMarkup(<>{props.renderGroup?.({ key: 'web', rows: ROWS })}</>);
    expect(html).toContain('<i>bad</i>');
    expect(groupText(html)).toBe('badns: web (2)');
  });

  it('reads the count the definition gives (passed over total, say)', () => {
    const props = groupTableProps({ ...GROUPS, count: () => '1/2' }, { groupBy: 'ns' });
    const html = renderToStaticMarkup(<>{props.renderGroup?.({ key: 'web', rows: ROWS })}</>);
    expect(groupText(html)).toMatch(/web 1\/2$/);
  });
});

describe('selectionColumn', () => {
  it('is a checkbox named after the row, checked when the row is selected', () => {
    const column = selectionColumn<Row>(
      { selected: new Set(['b']), onToggle: () => undefined },
      (row) => row.id,
      (row) => `config ${row.id}`,
    );
    const html = (row: Row) => renderToStaticMarkup(<>{column.cell(row)}</>);
    expect(html(ROWS[0]!)).toContain('aria-label="Select config a"');
    expect(html(ROWS[0]!)).not.toContain('checked');
    expect(html(ROWS[1]!)).toContain('checked');
  });
});
