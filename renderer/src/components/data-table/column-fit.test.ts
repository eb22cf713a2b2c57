import { describe, expect, it } from 'vitest';
import {
  columnChoiceKey,
  fitColumns,
  fitsByPriority,
  minWidthOf,
  parseColumnChoice,
  toggleChoice,
} from './column-fit.ts';

type TestColumn = {
  id: string;
  header: string;
  minWidth?: number;
  priority?: number;
  width?: number | string;
};

const col = (id: string, minWidth: number, priority?: number): TestColumn => ({
  id,
  header: id,
  minWidth,
  priority,
});
const ids = (list: readonly TestColumn[]) => list.map((c) => c.id);

// Name is always shown; Created (3) goes before Status (2); Configs (2) is left of Status.
const columns = [
  col('name', 200),
  col('configs', 80, 2),
  col('status', 100, 2),
  col('created', 120, 3),
];

describe('fitColumns', () => {
  it('shows every column when their minimums fit', () => {
    const fit = fitColumns(columns, 500);
    expect(ids(fit.visible)).toEqual(['name', 'configs', 'status', 'created']);
    expect(fit.hidden).toEqual([]);
  });

  it('hides the highest priority number first, then the rightmost of equals', () => {
    expect(ids(fitColumns(columns, 499).visible)).toEqual(['name', 'configs', 'status']);
    expect(ids(fitColumns(columns, 379).visible)).toEqual(['name', 'configs']);
    expect(ids(fitColumns(columns, 279).hidden)).toEqual(['configs', 'status', 'created']);
  });

  it('never hides a priority 1 column, even when it does not fit', () => {
    expect(ids(fitColumns(columns, 50).visible)).toEqual(['name']);
    expect(ids(fitColumns([col('a', 300), col('b', 300)], 100).visible)).toEqual(['a', 'b']);
  });

  it('squeezes the columns without a fixed width when those that may not hide do not fit', () => {
    const fit = fitColumns([col('resource', 280), col('reason', 200), col('when', 120, 2)], 460);
    expect(ids(fit.visible)).toEqual(['resource', 'reason']);
    expect(fit.widths.get('resource')).toBe(268);
    expect(fit.widths.get('reason')).toBe(191);
    const fixed = [{ id: 'icon', header: '', width: 36 }, col('name', 100)];
    expect(fitColumns(fixed, 120).widths.get('name')).toBe(84);
    expect(fitColumns(fixed, 40).widths.get('name')).toBe(64);
  });

  it('shows every column while the width is unknown', () => {
    const fit = fitColumns(columns, null);
    expect(fit.hidden).toEqual([]);
    expect(fit.widths.size).toBe(0);
  });

  it('spreads the room left over in proportion to the minimums, within the width', () => {
    const fit = fitColumns([col('name', 200), col('count', 100, 2)], 600);
    expect(fit.widths.get('name')).toBe(400);
    expect(fit.widths.get('count')).toBe(200);
    const fixed = fitColumns([{ id: 'icon', header: '', width: 36 }, col('name', 100)], 300);
    expect(fixed.widths.get('icon')).toBe(36);
    expect(fixed.widths.get('name')).toBe(264);
  });

  it("lets the user's choice win: a shown column stays, others give way", () => {
    const choice = { shown: ['created'], hidden: [] };
    const fit = fitColumns(columns, 399, choice);
    expect(ids(fit.visible)).toEqual(['name', 'created']);
    expect(ids(fit.hidden)).toEqual(['configs', 'status']);
  });

  it("lets the user's choice win: a hidden column stays hidden, even priority 1 with room", () => {
    const fit = fitColumns(columns, 2000, { shown: [], hidden: ['name', 'status'] });
    expect(ids(fit.visible)).toEqual(['configs', 'created']);
    expect(ids(fit.hidden)).toEqual(['name', 'status']);
  });

  it('keeps the first column when the user hid every one', () => {
    const all = { shown: [], hidden: ids(columns) };
    expect(ids(fitColumns(columns, 1000, all).visible)).toEqual(['name']);
  });
});

describe('column choice', () => {
  it('toggles a column between shown and hidden', () => {
    const hidden = toggleChoice({ shown: ['a'], hidden: [] }, 'a', false);
    expect(hidden).toEqual({ shown: [], hidden: ['a'] });
    expect(toggleChoice(hidden, 'a', true)).toEqual({ shown: ['a'], hidden: [] });
  });

  it('reads a stored choice, and anything unreadable as no choice', () => {
    expect(parseColumnChoice('{"hidden":["x"]}')).toEqual({ shown: [], hidden: ['x'] });
    expect(parseColumnChoice('not json')).toEqual({ shown: [], hidden: [] });
    expect(parseColumnChoice('{"hidden":"x"}')).toEqual({ shown: [], hidden: [] });
    expect(parseColumnChoice(null)).toEqual({ shown: [], hidden: [] });
  });

  it('keys the choice by organisation and screen', () => {
    expect(columnChoiceKey('org-1', 'agents')).not.toBe(columnChoiceKey('org-2', 'agents'));
    expect(columnChoiceKey('org-1', 'agents')).not.toBe(columnChoiceKey('org-1', 'teams'));
  });
});

describe('minWidthOf and fitsByPriority', () => {
  it('guesses a minimum from the header, wider for a sortable column', () => {
    const plain = minWidthOf({ id: 'x', header: 'Playbook Runs' });
    expect(plain).toBeGreaterThan(minWidthOf({ id: 'y', header: 'Name' }));
    expect(minWidthOf({ id: 'x', header: 'Playbook Runs', sortable: true })).toBeGreaterThan(plain);
    expect(minWidthOf({ id: 'x', header: 'Icon', width: 36 })).toBe(36);
  });

  it('fits only tables that declare a priority or a minimum', () => {
    expect(fitsByPriority([{ id: 'a', header: 'A' }])).toBe(false);
    expect(fitsByPriority([{ id: 'a', header: 'A', priority: 2 }])).toBe(true);
  });
});
