// Electron's native save dialog for `kubeconfig:export`: main asks the user where the file goes,
// so the renderer never names a path. The kubeconfig service still checks the answer (full path,
// a kubeconfig-like name, never `~/.kube/config`, never over a file that is not a kubeconfig).
import type { BaseWindow, Dialog, SaveDialogOptions } from 'electron';

export type ChooseKubeconfigPath = (defaultPath: string) => Promise<string | null>;

/**
 * A native save dialog with `options`, opening on the path it is given, attached to the window
 * (`parent`; null shows it on its own): the path the user chose, null when cancelled.
 */
function saveDialog(
  dialog: Pick<Dialog, 'showSaveDialog'>,
  parent: () => BaseWindow | null,
  options: Omit<SaveDialogOptions, 'defaultPath'>,
): (defaultPath: string) => Promise<string | null> {
  return async (defaultPath) => {
    const opened = { ...options, defaultPath };
    const window = parent();
    const result = window
      ? await dialog.showSaveDialog(window, opened)
      : await dialog.showSaveDialog(opened);
    return result.canceled || !result.filePath ? null : result.filePath;
  };
}

export function kubeconfigSaveDialog(
  dialog: Pick<Dialog, 'showSaveDialog'>,
  /** The window the dialog belongs to (the focused one); null shows it on its own. */
  parent: () => BaseWindow | null,
): ChooseKubeconfigPath {
  return saveDialog(dialog, parent, {
    title: 'Save kubeconfig',
    buttonLabel: 'Save',
    filters: [{ name: 'Kubeconfig', extensions: ['yaml', 'yml', 'kubeconfig'] }],
    properties: ['createDirectory', 'showOverwriteConfirmation', 'dontAddToRecent'],
  });
}

/**
 * The same native dialog for "Save to file" of an answer too large to show (`downloads:saveResponse`,
 * electron/gateway/save-response-to-file.ts): main picks the file, the renderer only a name.
 */
export function responseSaveDialog(
  dialog: Pick<Dialog, 'showSaveDialog'>,
  parent: () => BaseWindow | null,
): (defaultPath: string) => Promise<string | null> {
  return saveDialog(dialog, parent, {
    title: 'Save to file',
    buttonLabel: 'Save',
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
}
