// The sidebar (spec 1 §2): main items, the Settings submenu, collapse toggle. What is listed comes
// from nav-model.ts; the collapsed flag lives in main's settings (`settings:set`), and below
// 1024 px an outside click collapses it.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Button, Icon } from '@blueprintjs/core';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { isViewer } from '../../lib/permissions/permissions.ts';
import { useAccess } from '../providers/access-context.ts';
import { Logo } from '../../components/shell-chrome/Logo.tsx';
import { TypeIcon } from '../../components/type-icon/TypeIcon.tsx';
import { prefetchScreen } from '../routing/prefetch-screen.ts';
import { holdNavigation, isPlainClick } from '../routing/held-navigation.ts';
import { preloadWhenIdle, warmScreen } from '../routing/idle-preload.ts';
import { preloadScreen } from '../routing/screen-modules.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { SHELL } from '../routing/shell-registry.ts';
import {
  AUTO_COLLAPSE_BELOW_PX,
  NAV_SECTIONS,
  NO_NAV_EXTRAS,
  SIDEBAR_WIDTH,
  buildNav,
  type NavItem,
} from './nav-model.ts';

const useNavExtras = SHELL.useNavExtras ?? (() => NO_NAV_EXTRAS);

/** How long the pointer rests on a sidebar entry before its screen's first read leaves. */
const REST_INTENT_MS = 120;

function NavEntry({ entry, collapsed }: { entry: NavItem; collapsed: boolean }) {
  const orgId = useOrgId();
  const client = useQueryClient();
  const { can } = useAccess();
  // Reached (pointer, focus): the screen's module and what its first read needs start loading.
  const warm = () => void warmScreen(entry.to);
  // Pressed (pointer down, or a click from the keyboard): the screen's first read leaves now.
  const prefetch = () => prefetchScreen(entry.to, orgId, client, can);
  // Rested on (the pointer stays REST_INTENT_MS): the user is about to press, so the read leaves
  // already; a pointer passing over the entry on its way elsewhere asks for nothing.
  const rest = useRef<number | undefined>(undefined);
  useEffect(() => () => clearTimeout(rest.current), []);
  const enter = () => {
    warm();
    clearTimeout(rest.current);
    rest.current = window.setTimeout(prefetch, REST_INTENT_MS);
  };
  const leave = () => clearTimeout(rest.current);
  const press = () => {
    leave();
    void prefetch();
  };
  // Clicked: the current screen stays until the next one's first read has answered (at most
  // HOLD_MS), so that screen renders once, with its rows (routing/held-navigation.ts).
  const navigate = useNavigate();
  const click = (event: MouseEvent) => {
    leave();
    const reading = prefetch();
    if (!reading || !isPlainClick(event)) return;
    event.preventDefault();
    holdNavigation(Promise.all([reading, preloadScreen(entry.to)]), () => void navigate(entry.to));
  };
  return (
    <li>
      <NavLink
        to={entry.to}
        end={entry.to === '/'}
        className={({ isActive }) => `mcd-nav-link${isActive ? ' mcd-nav-active' : ''}`}
        aria-label={collapsed ? entry.label : undefined}
        title={collapsed ? entry.label : undefined}
        onPointerEnter={enter}
        onPointerLeave={leave}
        onFocus={warm}
        onPointerDown={press}
        onClick={click}
      >
        {entry.typeIcon ? (
          <TypeIcon name={entry.typeIcon} fallback={entry.icon} />
        ) : (
          <Icon icon={entry.icon} />
        )}
        {!collapsed && <span className="mcd-nav-label">{entry.label}</span>}
      </NavLink>
    </li>
  );
}

/** The Settings entry and, opened, the submenu of its screens. */
function SettingsGroup(props: {
  entries: readonly NavItem[];
  collapsed: boolean;
  active: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { entries, collapsed, active, open, onOpenChange } = props;
  const toggle = () => {
    // Opened: one of its entries is about to be pressed, so all of them start loading (a press
    // then sends its screen's read at once instead of after the screen's modules).
    if (!open) for (const entry of entries) void warmScreen(entry.to);
    onOpenChange(!open);
  };
  return (
    <li>
      <button
        type="button"
        className={`mcd-nav-link mcd-nav-group${active ? ' mcd-nav-active-group' : ''}`}
        aria-expanded={open}
        aria-controls="mcd-settings-menu"
        aria-label={collapsed ? 'Settings' : undefined}
        title={collapsed ? 'Settings' : undefined}
        onClick={toggle}
      >
        <Icon icon="cog" />
        {!collapsed && <span className="mcd-nav-label">Settings</span>}
        {!collapsed && <Icon icon={open ? 'chevron-up' : 'chevron-down'} />}
      </button>
      {/* Not Blueprint's Collapse: it measures its content while React commits, which forced
          a layout of the whole page on every start (30 ms with a 10,000-check dashboard). */}
      {open && (
        <ul id="mcd-settings-menu" className="mcd-nav-list mcd-nav-sub" aria-label="Settings">
          {entries.map((entry) => (
            <NavEntry key={entry.id} entry={entry} collapsed={collapsed} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The sidebar's entries for this user: the manifests' and the server's (views), visible ones. */
function useSidebarNav() {
  const access = useAccess();
  const extras = useNavExtras();
  return buildNav(
    {
      isEnabled: access.isEnabled,
      can: access.can,
      isViewer: access.subject ? isViewer(access.subject) : true,
    },
    NAV_SECTIONS,
    extras,
  );
}

export function Sidebar(props: { collapsed: boolean; onCollapsedChange: (next: boolean) => void }) {
  const { collapsed, onCollapsedChange } = props;
  const nav = useSidebarNav();
  const { pathname } = useLocation();
  const inSettings = pathname.startsWith('/settings');
  const [settingsOpen, setSettingsOpen] = useState(inSettings);
  const ref = useRef<HTMLElement>(null);
  const targets = [...nav.items, ...(nav.settings ?? [])].map((entry) => entry.to).join('\n');
  useEffect(() => preloadWhenIdle(targets ? targets.split('\n') : []), [targets]);

  useEffect(() => {
    if (collapsed) return;
    const onPointerDown = (event: PointerEvent) => {
      if (window.innerWidth >= AUTO_COLLAPSE_BELOW_PX) return;
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target))
        onCollapsedChange(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [collapsed, onCollapsedChange]);

  return (
    <nav
      ref={ref}
      className={`mcd-sidebar${collapsed ? ' mcd-sidebar-collapsed' : ''}`}
      style={{ width: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded }}
      aria-label="Main navigation"
      data-testid="sidebar"
    >
      <div className="mcd-sidebar-head">
        <Logo compact={collapsed} />
      </div>
      <ul className="mcd-nav-list">
        {nav.items.map((entry) => (
          <NavEntry key={entry.id} entry={entry} collapsed={collapsed} />
        ))}
        {nav.settings && (
          <SettingsGroup
            entries={nav.settings}
            collapsed={collapsed}
            active={inSettings}
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
          />
        )}
      </ul>
      <div className="mcd-sidebar-foot">
        <Button
          variant="minimal"
          icon={collapsed ? 'double-chevron-right' : 'double-chevron-left'}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-pressed={collapsed}
          onClick={() => onCollapsedChange(!collapsed)}
        />
      </div>
    </nav>
  );
}
