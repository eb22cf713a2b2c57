import { describe, expect, it } from 'vitest';
import { withUrlDialog } from './DialogList.tsx';

describe('the DialogList dialog in the URL', () => {
  it('sets the new param or the id, drops them when closed, and keeps the list params', () => {
    const form = { param: 'id', newParam: 'addAgent' };
    const open = withUrlDialog(new URLSearchParams('pageSize=100&id=a1'), form, null);
    expect(open.toString()).toBe('pageSize=100&addAgent=true');
    expect(withUrlDialog(open, form, 'a2').toString()).toBe('pageSize=100&id=a2');
    expect(withUrlDialog(open, form, undefined).toString()).toBe('pageSize=100');
  });

  it('opens a new record as ?<param>=new without a new param', () => {
    const open = withUrlDialog(new URLSearchParams('page=2'), { param: 'id' }, null);
    expect(open.toString()).toBe('page=2&id=new');
  });
});
