// The parts of the shell that features provide (issue 37 item 6: the shell reaches features only
// through registries). A feature declares what it provides in its own `shell.ts`
// (`export const shell: ShellContribution = { … }`); app/routing/shell-registry.ts collects them
// and fails at start-up when a slot is provided twice or not at all. The shell reads the slots
// and names no feature.
import type { ComponentType, ReactNode } from 'react';
import type { Org } from '../../../../preload/contract/orgs.ts';
import type { AuthStatus } from '../../../../preload/contract/auth.ts';
import type { NavEntry, NavSections, ScreenLoader } from './feature-manifest.ts';
import type { PlaybookPermissionsProps } from './page-slots.ts';

export type SignInView = ComponentType<{ orgId: string; org: Org | null; status: AuthStatus }>;

/** What the rest of the shell may open of the organisation dialogs. */
export interface ShellOrgDialogs {
  openKubeconfig: () => void;
  /** Add an organisation, its address filled in when given; `afterAdd` once it is current. */
  openAdd: (address?: string, afterAdd?: () => void) => void;
  /** The current organisation's connection doctor, running (the offline banner's action). */
  openDiagnose: () => void;
}

export interface ShellSlots {
  /** The top bar's organisation switcher. */
  OrgSwitcher: ComponentType;
  /** The window when no organisation is set up yet. */
  OrgChooser: ComponentType;
  /** Around the organisation frame: the organisation dialogs, opened from anywhere inside. */
  OrgDialogs: ComponentType<{
    children: ReactNode;
    /** A new organisation was added: the shell switches to it. */
    onAdded: (org: Org) => void;
    currentOrg: Org | null;
  }>;
  /** The organisation dialogs inside the frame (the user menu's Kubeconfig). */
  useOrgDialogs: () => ShellOrgDialogs;
  /** Keeps the window title on the current organisation. */
  useOrgTitle: (org: Org | null) => void;
  /** Around the pages: the sign-in gate, showing `signIn` until the organisation's session is good. */
  OrgGate: ComponentType<{ children: ReactNode; signIn: SignInView }>;
  /** The sign-in screen of an organisation the gate holds. */
  SignIn: SignInView;
  /** The command palette, offering the sidebar's screens. */
  CommandPalette: ComponentType<{ screens: NavSections }>;
  /** `/login` once signed in: goes where the sign-in was asked from. */
  LoginRedirect: ComponentType;
  /** Optional: sidebar entries read from the server (the views marked for the sidebar). */
  useNavExtras?: () => NavExtras;
  /**
   * Optional: a view shown as a config item's tab, the body of `/catalog/{id}/view/{viewId}`
   * (it reads both from the route). The catalog's item page shows it in the item's frame, handed
   * down through lib/routing/page-slots.ts.
   */
  ConfigViewTab?: ScreenLoader;
  /** Optional: entries of the user menu above its versions (scope impersonation). */
  UserMenuItems?: ComponentType;
  /** Optional: marks in the top bar before its buttons (an active scope impersonation). */
  TopBarStatus?: ComponentType;
  /** Optional: the top bar's notification centre bell (with its drawer). */
  TopBarBell?: ComponentType;
  /** Optional: a playbook's 'Permissions' dialog, shown from the playbook's card (page-slots.ts). */
  PlaybookPermissions?: () => Promise<{ default: ComponentType<PlaybookPermissionsProps> }>;
}

/** Entries the server defines: `first` before the fixed main items, `last` after them. */
export interface NavExtras {
  first: readonly NavEntry[];
  last: readonly NavEntry[];
}

export type ShellContribution = Partial<ShellSlots>;
