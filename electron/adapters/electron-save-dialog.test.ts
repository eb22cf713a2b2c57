import { describe, expect, it, vi } from 'vitest';
import { kubeconfigSaveDialog, responseSaveDialog } from './electron-save-dialog.ts';

describe('kubeconfigSaveDialog', () => {
  it('opens on the suggested file, attached to the window, and returns what the user chose', async () => {
    const window = { id: 1 };
    const showSaveDialog = vi.fn(() =>
      Promise.resolve({ canceled: false, filePath: '/home/ada/lab.yaml' }),
    );
    const choose = kubeconfigSaveDialog({ showSaveDialog }, () => window as never);
    expect(await choose('/data/kubeconfigs/lab-1234abcd.yaml')).toBe('/home/ada/lab.yaml');
    expect(showSaveDialog).toHaveBeenCalledWith(
      window,
      expect.objectContaining({
        defaultPath: '/data/kubeconfigs/lab-1234abcd.yaml',
        properties: expect.arrayContaining(['showOverwriteConfirmation']) as unknown,
      }),
    );
  });

  it('answers null when the user cancels (no window: the dialog stands alone)', async () => {
    const cancelled = kubeconfigSaveDialog(
      { showSaveDialog: () => Promise.resolve({ canceled: true, filePath: '' }) },
      () => null,
    );
    expect(await cancelled('/x.yaml')).toBeNull();
  });
});

describe('responseSaveDialog', () => {
  it('opens the same dialog titled for a saved answer, on the suggested name', async () => {
    const showSaveDialog = vi.fn(() =>
      Promise.resolve({ canceled: false, filePath: '/tmp/a.json' }),
    );
    const choose = responseSaveDialog({ showSaveDialog }, () => null);
    expect(await choose('config-1.json')).toBe('/tmp/a.json');
    expect(showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Save to file', defaultPath: 'config-1.json' }),
    );
  });
});
