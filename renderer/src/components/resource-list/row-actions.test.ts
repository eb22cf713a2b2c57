import { describe, expect, it, vi } from 'vitest';
import { rowMenuItems, type ListRowAction } from './row-actions.ts';

type Row = { id: string; closed: boolean };
const run = vi.fn();
const ACTIONS: ListRowAction<Row>[] = [
  { id: 'open', text: 'Open', run },
  { id: 'delete', text: 'Delete', write: true, run },
  { id: 'reopen', text: 'Reopen', write: true, when: (row) => row.closed, run },
];

describe('rowMenuItems', () => {
  it('leaves write actions out for a user who may not write, and the column when none is left', () => {
    const items = rowMenuItems(ACTIONS, { canWrite: false, offlineReason: null });
    expect(items?.({ id: 'a', closed: true }).map((i) => i.id)).toEqual(['open']);
    expect(
      rowMenuItems(ACTIONS.slice(1), { canWrite: false, offlineReason: null }),
    ).toBeUndefined();
  });

  it('offers an action only on the rows it applies to, and runs it on that row', () => {
    const items = rowMenuItems(ACTIONS, { canWrite: true, offlineReason: null });
    expect(items?.({ id: 'a', closed: false }).map((i) => i.id)).toEqual(['open', 'delete']);
    const reopen = items?.({ id: 'b', closed: true }).find((i) => i.id === 'reopen');
    reopen?.onClick();
    expect(run).toHaveBeenCalledWith({ id: 'b', closed: true });
  });

  it('disables write actions offline with the reason; reads stay enabled', () => {
    const items = rowMenuItems(ACTIONS, { canWrite: true, offlineReason: 'Offline' });
    const [open, remove] = items?.({ id: 'a', closed: false }) ?? [];
    expect(open?.disabledReason).toBeNull();
    expect(remove?.disabledReason).toBe('Offline');
  });
});
