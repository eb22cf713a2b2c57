// Downloads started by the page (a snapshot zip, say) are saved where the user chooses in the
// OS's save dialog, starting in the Downloads folder under the file's own name. Electron shows the
// dialog itself when no save path is set; this names its title and start folder.
import { basename, join } from 'node:path';
import type { Session } from 'electron';

export function saveDialogOptions(
  fileName: string,
  downloadsDir: string,
): { title: string; defaultPath: string } {
  // The name comes from the page or the server: keep its last segment only.
  const safe = basename(fileName.replace(/\\/g, '/')).trim() || 'download';
  return { title: `Save ${safe}`, defaultPath: join(downloadsDir, safe) };
}

export function askWhereToSaveDownloads(
  session: Pick<Session, 'on'>,
  downloadsDir: () => string,
): void {
  session.on('will-download', (_event, item) => {
    item.setSaveDialogOptions(saveDialogOptions(item.getFilename(), downloadsDir()));
  });
}
