// Bulk run (spec 4 §2.11): the three toasts, word for word, and who may use it (role names).
import { describe, expect, it } from 'vitest';
import { bulkRunToast, mayRunChecks } from './BulkRun.tsx';
import { buildSubject } from '../../../lib/permissions/permissions.ts';

describe('bulk run', () => {
  it('says how many checks were triggered', () => {
    expect(bulkRunToast(3, 0)).toEqual({
      message: 'Successfully triggered 3 check(s)',
      intent: 'success',
    });
    expect(bulkRunToast(0, 2).message).toBe('All 2 check(s) failed to trigger');
    expect(bulkRunToast(2, 1).message).toBe('Triggered 2 check(s), 1 failed to trigger');
  });

  it('Run Now and Bulk Run are for admin, editor, responder and commander, not a viewer', () => {
    for (const role of ['admin', 'editor', 'responder', 'commander'])
      expect(mayRunChecks(buildSubject([role], undefined)), role).toBe(true);
    expect(mayRunChecks(buildSubject(['viewer'], undefined))).toBe(false);
    expect(mayRunChecks(null)).toBe(false);
  });
});
