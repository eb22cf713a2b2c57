// What the notification centre provides to the shell (issue 36 item 2): the top bar's bell with
// the unread count, which opens the drawer of the last 7 days' notifications.
import type { ShellContribution } from '../../lib/routing/shell-slots.ts';
import { NotificationBell } from './components/NotificationBell.tsx';

export const shell: ShellContribution = {
  TopBarBell: NotificationBell,
};
