// The notification screens' tabs (spec 3 §2.9): Notifications, Rules and Silences, each a route.
import { paths } from '../../../lib/routing/paths.ts';
import { LinkTabs, type LinkTab } from '../../../components/link-tabs/LinkTabs.tsx';
import './notifications.css';

export type NotificationTab = 'notifications' | 'rules' | 'silences';

const TABS: readonly LinkTab<NotificationTab>[] = [
  { id: 'notifications', title: 'Notifications', to: paths.notifications() },
  { id: 'rules', title: 'Rules', to: paths.notificationRules() },
  { id: 'silences', title: 'Silences', to: paths.notificationSilences() },
];

export function NotificationTabs(props: { current: NotificationTab }) {
  return (
    <LinkTabs
      label="Notification sections"
      tabs={TABS}
      current={props.current}
      className="mcd-notification-tabs"
    />
  );
}
