// Electron glue for IPC: one `ipcMain.handle` per contract channel, each forwarding to the shared
// router with the sender described from `event.senderFrame`. The router does the checking; this
// file only translates Electron's event into the transport-neutral IpcSender.
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { IpcRouter, IpcSender } from './router.ts';

export function senderOf(event: Pick<IpcMainInvokeEvent, 'senderFrame'>): IpcSender {
  try {
    const frame = event.senderFrame;
    if (!frame) return { url: '', isTopFrame: false };
    return { url: frame.url, isTopFrame: frame.parent === null };
  } catch {
    // The frame was destroyed or navigated away while the call was in flight.
    return { url: '', isTopFrame: false };
  }
}

/** Registers every channel; returns a function that removes them again (tests, hot restart). */
export function registerIpcChannels(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  router: Pick<IpcRouter, 'channels' | 'dispatch'>,
): () => void {
  for (const channel of router.channels) {
    ipcMain.handle(channel, (event, payload: unknown) =>
      router.dispatch(channel, payload, senderOf(event)),
    );
  }
  return () => {
    for (const channel of router.channels) ipcMain.removeHandler(channel);
  };
}
