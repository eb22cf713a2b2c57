// The organisation switcher in the top bar: a filterable list of the visible orgs (colour dot,
// environment, Ctrl/Cmd+<n> hint) plus "Add organisation…", "Manage organisations…" and "Open in
// new window". Ctrl/Cmd+K opens it; Ctrl/Cmd+1…9 switch directly (useOrgShortcuts).
import { useRef } from 'react';
import { Button, Icon, MenuDivider, MenuItem, Tag } from '@blueprintjs/core';
import { Select, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
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

export function OrgSwitcher(props: { onOpenChange?: (open: boolean) => void } = {}) {
  const { onOpenChange } = props;
  const { org: current, orgId, switchOrg } = useCurrentOrg();
  const dialogs = useOrgDialogs();
  const orgs = useQuery(orgsListQuery(), appQueryClient).data ?? [];
  const credentials = useQuery(credentialsQuery(), appQueryClient).data;
  const now = useNow(60_000).getTime();
  const warningOf = (id: string) =>
    tokenWarning(
      credentials?.find((entry) => entry.orgId === id),
      now,
    );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const visible = orgs.filter((org) => !org.hidden || org.id === orgId);
  // What main's sign-in checks found so far (read only: the switcher asks nothing itself). An org
  // deleted or renamed on the server is marked "Unavailable" with the reason.
  const statuses = useQueries(
    { queries: visible.map((org) => ({ ...authStatusQuery(org.id), enabled: false })) },
    appQueryClient,
  );
  const unavailableOf = (id: string) =>
    statuses[visible.findIndex((org) => org.id === id)]?.data?.unavailable ?? null;
  useOrgShortcuts({ orgs, onOpen: () => buttonRef.current?.click(), onSwitch: switchOrg });

  const entries: Entry[] = [
    ...visible.map((org, index) => ({ kind: 'org' as const, org, index })),
    { kind: 'action', id: 'add', label: 'Add organisation…', icon: 'add' },
    { kind: 'action', id: 'manage', label: 'Manage organisations…', icon: 'cog' },
    { kind: 'action', id: 'window', label: 'Open in new window', icon: 'share' },
  ];

  const renderEntry: ItemRenderer<Entry> = (
    entry,
    { handleClick, handleFocus, modifiers, ref },
  ) => {
    if (!modifiers.matchesPredicate) return null;
    if (entry.kind === 'action') {
      return (
        <MenuItem
          key={entryKey(entry)}
          ref={ref}
          icon={entry.icon}
          text={entry.label}
          active={modifiers.active}
          onClick={handleClick}
          onFocus={handleFocus}
          roleStructure="listoption"
        />
      );
    }
    const { org, index } = entry;
    const hint = shortcutLabel(orgs.filter((o) => !o.hidden).indexOf(org) + 1);
    const warning = warningOf(org.id);
    const unavailable = unavailableOf(org.id);
    return (
      <MenuItem
        key={entryKey(entry)}
        ref={ref}
        icon={<OrgDot colour={org.colour} />}
        text={
          unavailable ? (
            <>
              {org.name}
              <div className="mcd-switcher-warning mcd-switcher-unavailable bp6-text-small bp6-intent-danger">
                <Icon icon="disable" size={12} /> Unavailable: {unavailable.reason}
              </div>
            </>
          ) : warning ? (
            <>
              {org.name}
              <div className={`mcd-switcher-warning bp6-text-small bp6-intent-${warning.intent}`}>
                <Icon icon={warning.intent === 'danger' ? 'error' : 'time'} size={12} />{' '}
                {warning.text}
              </div>
            </>
          ) : (
            org.name
          )
        }
        label={[environmentLabel(org), hint].filter(Boolean).join(' · ')}
        active={modifiers.active}
        selected={org.id === orgId}
        onClick={handleClick}
        onFocus={handleFocus}
        roleStructure="listoption"
        data-index={index}
      />
    );
  };

  const onSelect = (entry: Entry) => {
    if (entry.kind === 'org') switchOrg(entry.org.id);
    else if (entry.id === 'add') dialogs.openAdd();
    else if (entry.id === 'manage') dialogs.openManage();
    else void openOrgInNewWindow(orgId);
  };

  const currentWarning = current ? warningOf(current.id) : null;
  const currentUnavailable = current ? unavailableOf(current.id) : null;
  const production = isProductionOrg(current);
  return (
    <Select<Entry>
      items={entries}
      itemRenderer={renderEntry}
      itemPredicate={filterEntry}
      onItemSelect={onSelect}
      itemsEqual={(a, b) => entryKey(a) === entryKey(b)}
      itemListRenderer={({ filteredItems, renderItem, itemsParentRef, menuProps }) => {
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
      }}
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
      <Button
        ref={buttonRef}
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
            {currentUnavailable && (
              <Tag
                intent="danger"
                minimal
                className="mcd-production-tag"
                icon="disable"
                title={`No longer available at ${currentUnavailable.url} (${currentUnavailable.reason})`}
              >
                Unavailable
              </Tag>
            )}
            {currentWarning && !currentUnavailable && (
              <Tag
                intent={currentWarning.intent}
                minimal
                className="mcd-production-tag"
                icon={currentWarning.intent === 'danger' ? 'error' : 'time'}
                title={currentWarning.text}
              >
                {currentWarning.intent === 'danger' ? 'Token expired' : 'Token expiring'}
              </Tag>
            )}
          </>
        }
        aria-label={`Organisation: ${current?.name ?? 'none'}${production ? ' (production)' : ''}${currentUnavailable ? ` — unavailable (${currentUnavailable.reason})` : ''}${currentWarning ? ` — ${currentWarning.text}` : ''} (switch with Ctrl+K)`}
        data-testid="org-switcher"
      />
    </Select>
  );
}
