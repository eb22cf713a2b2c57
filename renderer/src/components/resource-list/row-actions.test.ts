import { describe, expect, it, vi } from 'vitest';
import type { Confirmation } from '../action/guarded-button-model.ts';
import { rowMenuItems, type ListRowAction } from './row-actions.ts';

type Row = { id: string; closed: boolean };
const run = vi.fn();
/** Runs at once: what the list does when nothing is to be asked. */
const goAtOnce = (_what: Confirmation, go: () => void) => go();
const ACTIONS: ListRowAction<Row>[] = [
  { id: 'open', text: 'Open', run },
  { id: 'delete', text: 'Delete', write: true, run },
  { id: 'reopen', text: 'Reopen', write: true, when: (row) => row.closed, run },
];

describe('rowMenuItems', () => {
  it('leaves write actions out for a user who may not write, and the column when none is left', () => {
    const items = rowMenuItems(ACTIONS, { canWrite: false, offlineReason: null, ask: goAtOnce });
    expect(items?.({ id: 'a', closed: true }).map((i) => i.id)).toEqual(['open']);
    expect(
      rowMenuItems(ACTIONS.slice(1), { canWrite: false, offlineReason: null, ask: goAtOnce }),
    ).toBeUndefined();
  });

  it('offers an action only on the rows it applies to, and runs it on that row', () => {
    const items = rowMenuItems(ACTIONS, { canWrite: true, offlineReason: null, ask: goAtOnce });
    expect(items?.({ id: 'a', closed: false }).map((i) => i.id)).toEqual(['open', 'delete']);
    const reopen = items?.({ id: 'b', closed: true }).find((i) => i.id === 'reopen');
    reopen?.onClick();
    expect(run).toHaveBeenCalledWith({ id: 'b', closed: true });
  });

  it('disables write actions offline with the reason; reads stay enabled', () => {
    const items = rowMenuItems(ACTIONS, {
      canWrite: true,
      offlineReason: 'Offline',
      ask: goAtOnce,
    });
    const [open, remove] = items?.({ id: 'a', closed: false }) ?? [];
    expect(open?.disabledReason).toBeNull();
    expect(remove?.disabledReason).toBe('Offline');
  });

  it('asks an action declared with a confirmation first, naming the row, then runs it', () => {
    const remove = vi.fn();
    const asked: { what: Confirmation; go: () => void }[] = [];
    const items = rowMenuItems<Row>(
      [
        {
          id: 'remove',
          text: 'Remove',
          write: true,
          confirm: (row) => ({
            confirm: { title: 'Remove row', body: `Remove ${row.id}?`, confirmText: 'Remove' },
            guard: { action: 'delete', target: row.id },
          }),
          run: remove,
        },
      ],
      { canWrite: true, offlineReason: null, ask: (what, go) => asked.push({ what, go }) },
    );
    items?.({ id: 'a', closed: false })[0]?.onClick();
    expect(remove).not.toHaveBeenCalled();
    expect(asked[0]?.what.confirm?.body).toBe('Remove a?');
    expect(asked[0]?.what.guard).toEqual({ action: 'delete', target: 'a' });
    asked[0]?.go();
    expect(remove).toHaveBeenCalledWith({ id: 'a', closed: false });
  });
});
