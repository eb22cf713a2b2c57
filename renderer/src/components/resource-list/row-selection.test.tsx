// The list kit's selection model: one row flips, many are set or cleared at once, and a group's
// checkbox reads none / some / all of its rows (drawn unticked, indeterminate, ticked).
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { groupSelectionLead, groupTick, toggled, withMany } from './row-selection.tsx';

const id = (row: { id: string }) => row.id;

describe('row selection', () => {
  it('flips one id and leaves the given set alone', () => {
    const start = new Set(['a']);
    expect([...toggled(start, 'b')].sort()).toEqual(['a', 'b']);
    expect([...toggled(start, 'a')]).toEqual([]);
    expect([...start]).toEqual(['a']);
  });

  it('sets or clears many ids at once', () => {
    expect([...withMany(new Set(['a']), ['b', 'c'], true)].sort()).toEqual(['a', 'b', 'c']);
    expect([...withMany(new Set(['a', 'b', 'c']), ['b', 'c'], false)]).toEqual(['a']);
  });

  it('reads a group as none, some or all selected', () => {
    const selected = new Set(['a', 'b']);
    expect(groupTick(['c', 'd'], selected)).toBe('none');
    expect(groupTick(['a', 'c'], selected)).toBe('some');
    expect(groupTick(['a', 'b'], selected)).toBe('all');
  });

  it('draws a group checkbox only when the selection sets many rows', () => {
    const rows = [{ id: 'a' }, { id: 'b' }];
    const selected = new Set(['a']);
    expect(groupSelectionLead({ selected, onToggle: () => undefined }, id)).toBeUndefined();
    const lead = groupSelectionLead(
      { selected, onToggle: () => undefined, onToggleMany: () => undefined },
      id,
    );
    const html = renderToStaticMarkup(<>{lead?.({ key: 'web', rows })}</>);
    expect(html).toContain('aria-label="Select group web"');
    expect(html).toContain('bp6-control-indicator');
  });

  it("a group's checkbox sets the group's rows on every page when the screen holds them", () => {
    const onToggleMany = vi.fn();
    const all = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const selection = {
      selected: new Set(['a']),
      onToggle: () => undefined,
      onToggleMany,
      groupRows: (key: string) => (key === 'web' ? all : []),
    };
    // The page shows only 'a', which is selected: the group is partly selected, not all.
    const lead = groupSelectionLead(selection, id)?.({ key: 'web', rows: [{ id: 'a' }] });
    type BoxProps = { checked: boolean; indeterminate: boolean; onChange: () => void };
    const box = (lead as ReactElement<{ children: ReactElement<BoxProps> }>).props.children;
    expect(box.props.checked).toBe(false);
    expect(box.props.indeterminate).toBe(true);
    box.props.onChange();
    expect(onToggleMany).toHaveBeenCalledWith(all, true);
  });
});
