// The Electron side of the router's sender check: an IPC call is trusted only when it comes from
// the top frame of a page on app://console. Iframes, data:/file: pages and anything a compromised
// navigation might have loaded are refused before a payload is even parsed.
import { isAppUrl } from '../window/app-url.ts';
import type { IpcSender } from './router.ts';

export function isTrustedElectronSender(sender: IpcSender): boolean {
  return sender.isTopFrame === true && isAppUrl(sender.url);
}
