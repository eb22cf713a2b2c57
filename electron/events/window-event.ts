// A menu command for one window (View → Toggle Sidebar, Find in Page; Go → Command Palette): the
// focused window, not every window the bus reaches. Checked against the event contract like any
// published event, then handed to that window's `send` on the event channel.
import { EVENT_CHANNEL } from '../../preload/contract/event-names.ts';
import { events, type EventName, type EventPayloadInput } from '../../preload/contract/events.ts';

export type WindowCommand = 'app:toggleSidebar' | 'app:findInPage' | 'app:openPalette';

/** Sends `name` to one window; false when the payload does not fit the contract. */
export function sendWindowEvent<N extends WindowCommand & EventName>(
  send: (channel: string, message: { name: N; payload: unknown }) => void,
  name: N,
  payload: EventPayloadInput<N>,
): boolean {
  const parsed = events[name].payload.safeParse(payload);
  if (!parsed.success) return false;
  send(EVENT_CHANNEL, { name, payload: parsed.data });
  return true;
}
