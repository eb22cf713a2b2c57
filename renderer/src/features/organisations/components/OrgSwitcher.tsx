// The organisation switcher in the top bar: a filterable list of the visible orgs (colour dot,
// environment, Ctrl/Cmd+<n> hint) plus "Add organisation…", "Manage organisations…" and "Open in
// new window". Ctrl/Cmd+K opens it; Ctrl/Cmd+1…9 switch directly (useOrgShortcuts).
import { useRef, type Ref } from 'react';
import { Button, Icon, MenuDivider, MenuItem } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import {
  Select,
  type ItemListRenderer,
  type ItemPredicate,
  type ItemRenderer,
} from '@blueprintjs/select';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { authStatusQuery, orgsListQuery } from '../../../api/services/orgs.ts';
import { credentialsQuery } from '../../../api/services/credentials.ts';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { isProductionOrg } from '../../../components/guard/production-guard.ts';
import { tokenWarning } from '../credential-health.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { environmentLabel } from '../org-form.ts';
import { useOrgShortcuts, shortcutLabel } from '../hooks/useOrgShortcuts.ts';
import { openOrgInNewWindow } from '../open-org-window.ts';
import { useOrgDialogs } from './OrgDialogsProvider.tsx';
import { OrgDot } from './OrgDot.tsx';
import './OrgUnavailableBanner.css';

type Entry =
  | { kind: 'org'; org: Org; index: number }
  | {
      kind: 'action';
      id: 'add' | 'manage' | 'window';
      label: string;
      icon: 'add' | 'cog' | 'share';
    };

const entryKey = (entry: Entry) =>
  entry.kind === 'org' ? `org:${entry.org.id}` : `action:${entry.id}`;

const filterEntry: ItemPredicate<Entry> = (query, entry) => {
  if (entry.kind === 'action') return true;
  const text = query.trim().toLowerCase();
  return (
    text === '' ||
    `${entry.org.name} ${entry.org.host} ${environmentLabel(entry.org)}`
      .toLowerCase()
      .includes(text)
  );
};

const ACTIONS: Entry[] = [
  { kind: 'action', id: 'add', label: 'Add organisation…', icon: 'add' },
  { kind: 'action', id: 'manage', label: 'Manage organisations…', icon: 'cog' },
  { kind: 'action', id: 'window', label: 'Open in new window', icon: 'share' },
];

/** The organisations, "No options found" when the filter leaves none, then the actions. */
const renderEntryList: ItemListRenderer<Entry> = (list) => {
  const { filteredItems, renderItem, itemsParentRef, menuProps } = list;
  const orgItems = filteredItems.filter((entry) => entry.kind === 'org');
  const actions = filteredItems.filter((entry) => entry.kind === 'action');
  return (
    <ul
      {...menuProps}
      ref={itemsParentRef}
      className="bp6-menu mcd-switcher-menu"
      role="listbox"
      aria-label="Organisations"
    >
      {orgItems.map((entry, index) => renderItem(entry, index))}
      {orgItems.length === 0 && (
        <MenuItem disabled text="No options found" roleStructure="listoption" />
      )}
      <MenuDivider />
      {actions.map((entry, index) => renderItem(entry, orgItems.length + index))}
    </ul>
  );
};

/** An org's one worst notice: unavailable on the server, else its token's warning. */
interface Notice {
  intent: 'warning' | 'danger';
  icon: 'disable' | 'error' | 'time';
  /** The line under the org's name in the list. */
  text: string;
  /** The button's tag and its tooltip (the text by default). */
  tag: string;
  title?: string;
  /** What the button's accessible name adds (the text by default). */
  spoken?: string;
  className?: string;
}

/**
 * Each visible org's notice, from its token's dates and what main's sign-in checks found so far
 * (read only: the switcher asks nothing itself). An org deleted or renamed on the server is
 * "Unavailable".
 */
function useOrgNotices(visible: readonly Org[]): (id: string) => Notice | null {
  const credentials = useQuery(credentialsQuery(), appQueryClient).data;
  const now = useNow(60_000).getTime();
  const statuses = useQueries(
    { queries: visible.map((org) => ({ ...authStatusQuery(org.id), enabled: false })) },
    appQueryClient,
  );
  return (id) => {
    const gone = statuses[visible.findIndex((org) => org.id === id)]?.data?.unavailable;
    if (gone)
      return {
        intent: 'danger',
        icon: 'disable',
        text: `Unavailable: ${gone.reason}`,
        tag: 'Unavailable',
        title: `No longer available at ${gone.url} (${gone.reason})`,
        spoken: `unavailable (${gone.reason})`,
        className: 'mcd-switcher-unavailable',
      };
    return tokenWarning(
      credentials?.find((entry) => entry.orgId === id),
      now,
    );
  };
}

/** An org's name in the list, with its notice beneath. */
function OrgEntryText({ name, notice }: { name: string; notice: Notice | null }) {
  if (!notice) return name;
  return (
    <>
      {name}
      <div
        className={`mcd-switcher-warning ${notice.className ?? ''} bp6-text-small bp6-intent-${notice.intent}`}
      >
        <Icon icon={notice.icon} size={12} /> {notice.text}
      </div>
    </>
  );
}

/** The switcher's button: the current org, its production mark and its one worst notice. */
function SwitcherButton(props: {
  ref: Ref<HTMLButtonElement>;
  current: Org | null;
  notice: Notice | null;
}) {
  const { ref, current, notice } = props;
  const production = isProductionOrg(current);
  return (
    <Button
      ref={ref}
      variant="minimal"
      className="mcd-switcher-button"
      icon={current ? <OrgDot colour={current.colour} /> : 'office'}
      endIcon="caret-down"
      text={
        <>
          <span className="mcd-switcher-name">{current?.name ?? 'Organisations'}</span>
          {production && (
            <Tag intent="danger" className="mcd-production-tag" icon="warning-sign">
              Production
            </Tag>
          )}
          {notice && (
            <Tag
              intent={notice.intent}
              minimal
              className="mcd-production-tag"
              icon={notice.icon}
              title={notice.title ?? notice.text}
            >
              {notice.tag}
            </Tag>
          )}
        </>
      }
      aria-label={`Organisation: ${current?.name ?? 'none'}${production ? ' (production)' : ''}${notice ? ` — ${notice.spoken ?? notice.text}` : ''} (switch with Ctrl+K)`}
      data-testid="org-switcher"
    />
  );
}

/** How an entry reads: an org with its dot, notices, environment and shortcut; or an action. */
function entryRenderer(
  orgs: readonly Org[],
  orgId: string,
  noticeOf: ReturnType<typeof useOrgNotices>,
): ItemRenderer<Entry> {
  return (entry, { handleClick, handleFocus, modifiers, ref }) => {
    if (!modifiers.matchesPredicate) return null;
    const shared = {
      ref,
      active: modifiers.active,
      onClick: handleClick,
      onFocus: handleFocus,
      roleStructure: 'listoption' as const,
    };
    if (entry.kind === 'action')
      return <MenuItem key={entryKey(entry)} {...shared} icon={entry.icon} text={entry.label} />;
    const { org, index } = entry;
    const hint = shortcutLabel(orgs.filter((o) => !o.hidden).indexOf(org) + 1);
    return (
      <MenuItem
        key={entryKey(entry)}
        {...shared}
        icon={<OrgDot colour={org.colour} />}
        text={<OrgEntryText name={org.name} notice={noticeOf(org.id)} />}
        label={[environmentLabel(org), hint].filter(Boolean).join(' · ')}
        selected={org.id === orgId}
        data-index={index}
      />
    );
  };
}

export function OrgSwitcher(props: { onOpenChange?: (open: boolean) => void } = {}) {
  const { onOpenChange } = props;
  const { org: current, orgId, switchOrg } = useCurrentOrg();
  const dialogs = useOrgDialogs();
  const orgs = useQuery(orgsListQuery(), appQueryClient).data ?? [];
  const buttonRef = useRef<HTMLButtonElement>(null);
  const visible = orgs.filter((org) => !org.hidden || org.id === orgId);
  const noticeOf = useOrgNotices(visible);
  useOrgShortcuts({ orgs, onOpen: () => buttonRef.current?.click(), onSwitch: switchOrg });

  const entries: Entry[] = [
    ...visible.map((org, index) => ({ kind: 'org' as const, org, index })),
    ...ACTIONS,
  ];

  const onSelect = (entry: Entry) => {
    if (entry.kind === 'org') switchOrg(entry.org.id);
    else if (entry.id === 'add') dialogs.openAdd();
    else if (entry.id === 'manage') dialogs.openManage();
    else void openOrgInNewWindow(orgId);
  };

  return (
    <Select<Entry>
      items={entries}
      itemRenderer={entryRenderer(orgs, orgId, noticeOf)}
      itemPredicate={filterEntry}
      onItemSelect={onSelect}
      itemsEqual={(a, b) => entryKey(a) === entryKey(b)}
      itemListRenderer={renderEntryList}
      inputProps={{ placeholder: 'Find an organisation…', 'aria-label': 'Find an organisation' }}
      popoverProps={{
        placement: 'bottom-end',
        minimal: true,
        onOpening: () => onOpenChange?.(true),
        onClosing: () => onOpenChange?.(false),
      }}
      resetOnClose
      resetOnSelect
    >
      <SwitcherButton ref={buttonRef} current={current} notice={current && noticeOf(current.id)} />
    </Select>
  );
}
