// Electron's confirmer (electron/app/confirm.ts): a native message box attached to the window,
// drawn by the OS, so the page cannot script or click it. Cancel is the default and the Escape
// answer; only the explicit confirm button says yes.
import type { BaseWindow, Dialog, MessageBoxOptions } from 'electron';
import type { Confirmer } from '../app/confirm.ts';

export function electronConfirmer(
  dialog: Pick<Dialog, 'showMessageBox'>,
  /** The window the dialog belongs to (the focused one); null shows it on its own. */
  parent: () => BaseWindow | null,
): Confirmer {
  return async (request) => {
    const options: MessageBoxOptions = {
      type: request.danger ? 'warning' : 'question',
      title: request.title,
      message: request.message,
      detail: request.detail,
      buttons: [request.confirmLabel, 'Cancel'],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    };
    const window = parent();
    const result = window
      ? await dialog.showMessageBox(window, options)
      : await dialog.showMessageBox(options);
    return result.response === 0;
  };
}
