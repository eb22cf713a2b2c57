// The notification screens' tabs (spec 3 §2.9): Notifications, Rules and Silences, each a route,
// so a tab is a link and the browser's back button moves between them.
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import './notifications.css';

export type NotificationTab = 'notifications' | 'rules' | 'silences';

const TABS: readonly { id: NotificationTab; title: string; to: string }[] = [
  { id: 'notifications', title: 'Notifications', to: paths.notifications() },
  { id: 'rules', title: 'Rules', to: paths.notificationRules() },
  { id: 'silences', title: 'Silences', to: paths.notificationSilences() },
];

export function NotificationTabs(props: { current: NotificationTab }) {
  return (
    <div className="bp6-tabs mcd-notification-tabs">
      <div className="bp6-tab-list" role="tablist" aria-label="Notification sections">
        {TABS.map((tab) => (
          <Link
            key={tab.id}
            to={tab.to}
            role="tab"
            aria-selected={tab.id === props.current}
            className="bp6-tab"
          >
            {tab.title}
          </Link>
        ))}
      </div>
    </div>
  );
}
