// The organisation switcher in the top bar: a filterable list of the visible orgs (colour dot,
// environment, Ctrl/Cmd+<n> hint) plus "Add organisation…", "Manage organisations…" and "Open in
// new window". Ctrl/Cmd+K opens it; Ctrl/Cmd+1…9 switch directly (useOrgShortcuts).
import { useRef, type Ref } from 'react';
import { Button, Icon } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { authStatusQuery, orgsListQuery } from '../../../api/services/orgs.ts';
import { credentialsQuery } from '../../../api/services/credentials.ts';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import type { DropdownOption } from '../../../components/dropdown/dropdown-options.ts';
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

/** The line under an org's name in the list: its notice. */
function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <div
      className={`mcd-switcher-warning ${notice.className ?? ''} bp6-text-small bp6-intent-${notice.intent}`}
    >
      <Icon icon={notice.icon} size={12} /> {notice.text}
    </div>
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

export function OrgSwitcher(props: { onOpenChange?: (open: boolean) => void } = {}) {
  const { org: current, orgId, switchOrg } = useCurrentOrg();
  const dialogs = useOrgDialogs();
  const orgs = useQuery(orgsListQuery(), appQueryClient).data ?? [];
  const buttonRef = useRef<HTMLButtonElement>(null);
  const visible = orgs.filter((org) => !org.hidden || org.id === orgId);
  const noticeOf = useOrgNotices(visible);
  useOrgShortcuts({ orgs, onOpen: () => buttonRef.current?.click(), onSwitch: switchOrg });

  // An org with its dot, notice, environment and Ctrl/Cmd+<n>; then the actions.
  const options: DropdownOption[] = visible.map((org) => {
    const notice = noticeOf(org.id);
    const hint = shortcutLabel(orgs.filter((o) => !o.hidden).indexOf(org) + 1);
    return {
      value: org.id,
      label: org.name,
      keywords: `${org.host} ${environmentLabel(org)}`,
      icon: <OrgDot colour={org.colour} />,
      note: notice && <NoticeLine notice={notice} />,
      description: [environmentLabel(org), hint].filter(Boolean).join(' · '),
    };
  });
  const action = (label: string, icon: 'add' | 'cog' | 'share', run: () => void) => ({
    value: `action:${icon}`,
    label,
    icon,
    run,
  });

  return (
    <Dropdown
      aria-label="Organisations"
      options={[
        ...options,
        action('Add organisation…', 'add', () => dialogs.openAdd()),
        action('Manage organisations…', 'cog', dialogs.openManage),
        action('Open in new window', 'share', () => void openOrgInNewWindow(orgId)),
      ]}
      value={orgId}
      onChange={switchOrg}
      filterPlaceholder="Find an organisation…"
      placement="bottom-end"
      menuClassName="mcd-switcher-menu"
      onOpenChange={props.onOpenChange}
    >
      <SwitcherButton ref={buttonRef} current={current} notice={current && noticeOf(current.id)} />
    </Dropdown>
  );
}
