// The notification centre's drawer: every notification of the last 7 days, newest first, in one
// list, each with its organisation's colour and name. Clicking one opens its route in that
// organisation (the window switches to it first) and marks it read.
import { Button, Classes, Drawer, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { HistoryEntry } from '../../../../../preload/contract/notification-centre.ts';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { orgsListQuery } from '../../../api/services/orgs.ts';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { historyQuery, markAllRead, markRead } from '../api.ts';
import { KindTag } from './KindTag.tsx';

export const EMPTY_TEXT = 'No notifications in the last 7 days';

function EntryRow(props: { entry: HistoryEntry; org: Org | undefined; onOpen: () => void }) {
  const { entry, org, onOpen } = props;
  return (
    <li>
      <button
        type="button"
        className={`mcd-nc-entry${entry.read ? '' : ' mcd-nc-unread'}`}
        data-testid="notification-entry"
        onClick={onOpen}
      >
        <span className="mcd-nc-org">
          <span className="mcd-nc-swatch" style={{ background: org?.colour ?? '#8f99a8' }} />
          {org?.name ?? entry.orgId}
        </span>
        <span className="mcd-nc-title">{entry.title}</span>
        <span className="mcd-nc-meta">
          <KindTag entry={entry} />
          {entry.silent && (
            <Tag minimal icon="moon" title="Recorded during quiet hours, not shown">
              Quiet
            </Tag>
          )}
          <span className="mcd-nc-body">{entry.body}</span>
          <RelativeTime value={entry.at} />
        </span>
      </button>
    </li>
  );
}

function DrawerBody({ onClose }: { onClose: () => void }) {
  const history = useQuery(historyQuery(), appQueryClient);
  const orgs = useQuery(orgsListQuery(), appQueryClient);
  const { orgId, switchOrg } = useCurrentOrg();
  const navigate = useNavigate();
  if (history.isPending) return <Spinner className="mcd-nc-state" />;
  if (history.isError)
    return (
      <NonIdealState
        className="mcd-nc-state"
        icon="error"
        title="The notification history could not be read"
        description={history.error.message}
        action={<Button text="Retry" onClick={() => void history.refetch()} />}
      />
    );
  const { entries } = history.data;
  if (entries.length === 0)
    return <NonIdealState className="mcd-nc-state" icon="notifications" title={EMPTY_TEXT} />;
  const open = (entry: HistoryEntry) => {
    if (!entry.read) void markRead([entry.id]);
    onClose();
    if (entry.orgId !== orgId) switchOrg(entry.orgId);
    void navigate(entry.route);
  };
  return (
    <ul className="mcd-nc-list" aria-label="Notifications">
      {entries.map((entry) => (
        <EntryRow
          key={entry.id}
          entry={entry}
          org={orgs.data?.find((org) => org.id === entry.orgId)}
          onOpen={() => open(entry)}
        />
      ))}
    </ul>
  );
}

export function NotificationDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const history = useQuery(historyQuery(), appQueryClient);
  const unread = history.data?.unread ?? 0;
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      title="Notifications"
      icon="notifications"
      size={440}
      className="mcd-nc-drawer"
      // Above the notification toasts: the drawer lists them, and they would cover its footer.
      portalClassName="mcd-nc-portal"
    >
      <div className={`${Classes.DRAWER_BODY} mcd-nc-drawer-body`}>
        <DrawerBody onClose={onClose} />
      </div>
      <div className={Classes.DRAWER_FOOTER}>
        <Button
          text="Mark all read"
          icon="tick"
          disabled={unread === 0}
          onClick={() => void markAllRead()}
        />
      </div>
    </Drawer>
  );
}
