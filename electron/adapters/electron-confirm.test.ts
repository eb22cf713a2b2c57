import { describe, expect, it, vi } from 'vitest';
import { safeConfirmer } from '../app/confirm.ts';
import { electronConfirmer } from './electron-confirm.ts';

const request = {
  title: 'Register an agent',
  message: 'Create the agent "edge" on Prod?',
  detail: 'A one-year token…',
  confirmLabel: 'Create agent',
  danger: true,
};

describe('electronConfirmer', () => {
  it('a native box on the window, Cancel the default and the Escape answer; yes only on the confirm button', async () => {
    const window = { id: 1 };
    const showMessageBox = vi.fn(() => Promise.resolve({ response: 0, checkboxChecked: false }));
    const confirm = electronConfirmer({ showMessageBox }, () => window as never);
    expect(await confirm(request)).toBe(true);
    expect(showMessageBox).toHaveBeenCalledWith(window, {
      type: 'warning',
      title: 'Register an agent',
      message: 'Create the agent "edge" on Prod?',
      detail: 'A one-year token…',
      buttons: ['Create agent', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    });
  });

  it('Cancel (or Escape) is no; without a window the box stands alone', async () => {
    const showMessageBox = vi.fn(() => Promise.resolve({ response: 1, checkboxChecked: false }));
    const confirm = electronConfirmer({ showMessageBox }, () => null);
    expect(await confirm({ ...request, danger: false })).toBe(false);
    expect(showMessageBox).toHaveBeenCalledWith(expect.objectContaining({ type: 'question' }));
  });
});

describe('safeConfirmer', () => {
  it('a dialog that fails counts as no, and is logged without the request detail', async () => {
    const log = vi.fn();
    const confirm = safeConfirmer(() => Promise.reject(new Error('no display')), log);
    expect(await confirm(request)).toBe(false);
    expect(log).toHaveBeenCalledWith('confirmation "Register an agent" failed: no display');
  });
});
