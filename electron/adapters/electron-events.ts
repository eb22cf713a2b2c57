// Electron's end of the event channel. A window subscribes itself: its preload sends
// EVENT_SUBSCRIBE_CHANNEL with the organisation it shows once the renderer listens, and again
// whenever it switches organisation. Main answers with `webContents.send(EVENT_CHANNEL, { name,
// payload })` for the events the bus lets that window see. The sender is checked like an IPC call
// (top frame of app://console only) and the message like a payload; a reload or a closed window
// ends the subscription, and the reloaded page subscribes again (and gets the kept events).
import type { IpcMain, IpcMainEvent, WebContents } from 'electron';
import { z } from 'zod';
import { EVENT_CHANNEL, EVENT_SUBSCRIBE_CHANNEL } from '../../preload/contract/event-names.ts';
import { OrgIdSchema } from '../../preload/contract/orgs.ts';
import type { EventBus, EventSubscription } from '../events/event-bus.ts';
import { senderOf } from '../ipc/electron-ipc.ts';
import { isTrustedElectronSender } from '../ipc/electron-sender.ts';

/** `page` is random per preload instance: a reloaded page starts a fresh subscription. */
const SubscribeMessageSchema = z
  .object({ orgId: OrgIdSchema.nullable(), page: z.string().min(8).max(64) })
  .strict();

type Contents = Pick<WebContents, 'id' | 'send' | 'isDestroyed' | 'on' | 'removeListener'>;
interface Entry {
  page: string;
  subscription: EventSubscription;
  detach: () => void;
}

/** Listens for windows' subscriptions; returns a function that stops listening (tests, quit). */
export function registerElectronEvents(
  ipcMain: Pick<IpcMain, 'on' | 'removeListener'>,
  bus: EventBus,
  log: (message: string, error?: unknown) => void = () => {},
  /** A window (by webContents id) now shows `orgId` (deep links, the window list). */
  onScope: (contentsId: number, orgId: string | null) => void = () => {},
): () => void {
  const byContents = new Map<number, Entry>();

  function end(id: number): void {
    const entry = byContents.get(id);
    if (!entry) return;
    byContents.delete(id);
    entry.subscription.close();
    entry.detach();
  }

  const listener = (
    event: Pick<IpcMainEvent, 'senderFrame'> & { sender: Contents },
    message: unknown,
  ) => {
    if (!isTrustedElectronSender(senderOf(event))) {
      log('refused an event subscription from an untrusted sender');
      return;
    }
    const parsed = SubscribeMessageSchema.safeParse(message);
    if (!parsed.success) {
      log('refused a malformed event subscription');
      return;
    }
    const contents = event.sender;
    const { orgId, page } = parsed.data;
    onScope(contents.id, orgId);
    const existing = byContents.get(contents.id);
    if (existing?.page === page) {
      existing.subscription.setOrg(orgId);
      return;
    }
    const id = contents.id;
    end(id);
    const onDestroyed = () => end(id);
    // A reload or navigation starts a new page, whose preload subscribes again.
    const onNavigation = (details: { isSameDocument?: boolean; isMainFrame?: boolean }) => {
      if (details.isMainFrame !== false && details.isSameDocument === false) end(id);
    };
    contents.on('destroyed', onDestroyed);
    contents.on('did-start-navigation', onNavigation);
    const subscription = bus.subscribe({
      orgId,
      deliver: (envelope) => {
        if (contents.isDestroyed()) return end(id);
        contents.send(EVENT_CHANNEL, { name: envelope.name, payload: envelope.payload });
      },
    });
    byContents.set(id, {
      page,
      subscription,
      detach: () => {
        if (contents.isDestroyed()) return;
        contents.removeListener('destroyed', onDestroyed);
        contents.removeListener('did-start-navigation', onNavigation);
      },
    });
  };
  ipcMain.on(EVENT_SUBSCRIBE_CHANNEL, listener);
  return () => {
    ipcMain.removeListener(EVENT_SUBSCRIBE_CHANNEL, listener);
    for (const id of [...byContents.keys()]) end(id);
  };
}
