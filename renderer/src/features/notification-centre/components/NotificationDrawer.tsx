// The notification centre's drawer: every notification of the last 7 days, newest first, in one
// list, each with its organisation's colour and name. Clicking one opens its route in that
// organisation (the window switches to it first) and marks it read. Opened on one organisation
// (a grouped toast's "Show"), it lists that organisation's entries only, until "Show all".
// The list is virtualised (up to 5,000 entries, HISTORY_MAX_ENTRIES): rows of one fixed height,
// only those in view rendered (EntryList.tsx).
import { Button, Classes, Drawer, NonIdealState, Spinner } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { HistoryEntry } from '../../../../../preload/contract/notification-centre.ts';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { orgsListQuery } from '../../../api/services/orgs.ts';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import {
  closeNotificationDrawer,
  showAllNotifications,
  useNotificationDrawer,
} from '../../../lib/notification-drawer/notification-drawer.ts';
import { historyQuery, markAllRead, markRead } from '../api.ts';
import { EntryList } from './EntryList.tsx';
import { KindTag } from './KindTag.tsx';

export const EMPTY_TEXT = 'No notifications in the last 7 days';

function EntryRow(props: {
  entry: HistoryEntry;
  org: Org | undefined;
  onOpen: () => void;
  /** The list item's place in the virtual list (EntryList.tsx). */
  item: { index: number; setSize: number; top: number; tabIndex: number };
}) {
  const { entry, org, onOpen, item } = props;
  return (
    <li
      className="mcd-nc-item"
      aria-setsize={item.setSize}
      aria-posinset={item.index + 1}
      style={{ transform: `translateY(${item.top}px)` }}
    >
      <button
        type="button"
        className={`mcd-nc-entry${entry.read ? '' : ' mcd-nc-unread'}`}
        data-testid="notification-entry"
        data-index={item.index}
        tabIndex={item.tabIndex}
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

function DrawerBody({ onClose, orgFilter }: { onClose: () => void; orgFilter: string | null }) {
  const history = useQuery(historyQuery(), appQueryClient);
  const orgs = useQuery(orgsListQuery(), appQueryClient);
  const { orgId, switchOrg } = useCurrentOrg();
  const navigate = useNavigate();
  const all = history.data?.entries;
  const entries = useMemo(
    () => (orgFilter === null ? all : all?.filter((entry) => entry.orgId === orgFilter)) ?? [],
    [all, orgFilter],
  );
  const orgsById = useMemo(() => new Map(orgs.data?.map((org) => [org.id, org])), [orgs.data]);
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
  const filtered = orgFilter !== null && (
    <div className="mcd-nc-filter" data-testid="notification-filter">
      <span>
        Only <strong>{orgsById.get(orgFilter)?.name ?? orgFilter}</strong>
      </span>
      <Button size="small" variant="minimal" text="Show all" onClick={showAllNotifications} />
    </div>
  );
  if (entries.length === 0)
    return (
      <>
        {filtered}
        <NonIdealState className="mcd-nc-state" icon="notifications" title={EMPTY_TEXT} />
      </>
    );
  const open = (entry: HistoryEntry) => {
    if (!entry.read) void markRead([entry.id]);
    onClose();
    if (entry.orgId !== orgId) switchOrg(entry.orgId);
    void navigate(entry.route);
  };
  return (
    <>
      {filtered}
      <EntryList
        entries={entries}
        renderRow={(entry, item) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            org={orgsById.get(entry.orgId)}
            onOpen={() => open(entry)}
            item={item}
          />
        )}
      />
    </>
  );
}

export function NotificationDrawer() {
  const history = useQuery(historyQuery(), appQueryClient);
  const unread = history.data?.unread ?? 0;
  const { open, orgId } = useNotificationDrawer();
  const onClose = closeNotificationDrawer;
  return (
    <Drawer
      isOpen={open}
      onClose={onClose}
      title="Notifications"
      icon="notifications"
      size={440}
      className="mcd-nc-drawer"
      // Above the notification toasts: the drawer lists them, and they would cover its footer.
      portalClassName="mcd-nc-portal"
    >
      <div className={`${Classes.DRAWER_BODY} mcd-nc-drawer-body`}>
        <DrawerBody onClose={onClose} orgFilter={orgId} />
      </div>
      <div className={Classes.DRAWER_FOOTER}>
        <Button
          text="Mark all read"
          icon="tick"
          disabled={unread === 0}
          onClick={() => void markAllRead(orgId)}
        />
      </div>
    </Drawer>
  );
}
