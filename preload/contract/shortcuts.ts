// Every keyboard shortcut of the app, once (issue 20 item 5): the native menus take their
// accelerators from here (electron/window/app-menu.ts) and the `?` dialog lists them, so the two
// never disagree. Keys use Electron's accelerator syntax; `CmdOrCtrl` is ⌘ on macOS, Ctrl elsewhere.

export type ShortcutGroup = 'General' | 'Navigation' | 'View' | 'Windows' | 'Tables and dialogs';

export interface Shortcut {
  id: string;
  group: ShortcutGroup;
  label: string;
  /** Accelerator(s); the first is the one menus show. Per platform where they differ. */
  keys: readonly string[];
  macKeys?: readonly string[];
  /** Only the desktop app has it (a native menu item); a browser tab keeps its own. */
  desktopOnly?: boolean;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'shortcuts', group: 'General', label: 'Show keyboard shortcuts', keys: ['?'] },
  { id: 'org-switcher', group: 'General', label: 'Switch organisation', keys: ['CmdOrCtrl+K'] },
  {
    id: 'org-n',
    group: 'General',
    label: 'Open the n-th organisation',
    keys: ['CmdOrCtrl+1…9'],
  },
  {
    id: 'palette',
    group: 'General',
    label: 'Command palette',
    keys: ['CmdOrCtrl+Shift+P', 'CmdOrCtrl+P'],
  },
  {
    id: 'back',
    group: 'Navigation',
    label: 'Back',
    keys: ['Alt+Left'],
    macKeys: ['Cmd+['],
    desktopOnly: true,
  },
  {
    id: 'forward',
    group: 'Navigation',
    label: 'Forward',
    keys: ['Alt+Right'],
    macKeys: ['Cmd+]'],
    desktopOnly: true,
  },
  { id: 'reload', group: 'View', label: 'Reload', keys: ['CmdOrCtrl+R'], desktopOnly: true },
  { id: 'find', group: 'View', label: 'Find in page', keys: ['CmdOrCtrl+F'], desktopOnly: true },
  {
    id: 'toggle-sidebar',
    group: 'View',
    label: 'Toggle sidebar',
    keys: ['CmdOrCtrl+B'],
    desktopOnly: true,
  },
  { id: 'zoom-in', group: 'View', label: 'Zoom in', keys: ['CmdOrCtrl+='], desktopOnly: true },
  { id: 'zoom-out', group: 'View', label: 'Zoom out', keys: ['CmdOrCtrl+-'], desktopOnly: true },
  {
    id: 'zoom-reset',
    group: 'View',
    label: 'Actual size',
    keys: ['CmdOrCtrl+0'],
    desktopOnly: true,
  },
  {
    id: 'new-window',
    group: 'Windows',
    label: 'New window for an organisation',
    keys: ['CmdOrCtrl+Shift+N'],
    desktopOnly: true,
  },
  {
    id: 'close-window',
    group: 'Windows',
    label: 'Close window',
    keys: ['CmdOrCtrl+W'],
    desktopOnly: true,
  },
  { id: 'open-row', group: 'Tables and dialogs', label: 'Open the focused row', keys: ['Enter'] },
  {
    id: 'row-menu',
    group: 'Tables and dialogs',
    label: 'Row menu (Open, Copy link)',
    keys: ['Shift+F10'],
  },
  {
    id: 'next-row',
    group: 'Tables and dialogs',
    label: 'Next row (from the page: the first row of the inbox)',
    keys: ['J', 'Down'],
  },
  { id: 'previous-row', group: 'Tables and dialogs', label: 'Previous row', keys: ['K', 'Up'] },
  {
    id: 'inbox-acknowledge',
    group: 'Tables and dialogs',
    label: 'Inbox: acknowledge',
    keys: ['A'],
  },
  { id: 'inbox-snooze', group: 'Tables and dialogs', label: 'Inbox: snooze 1 h', keys: ['S'] },
  {
    id: 'inbox-reopen',
    group: 'Tables and dialogs',
    label: 'Inbox: back to the inbox',
    keys: ['U'],
  },
  { id: 'close-dialog', group: 'Tables and dialogs', label: 'Close a dialog', keys: ['Esc'] },
];

export function shortcut(id: string): Shortcut {
  const found = SHORTCUTS.find((s) => s.id === id);
  if (!found) throw new Error(`No shortcut ${id}`);
  return found;
}

/** The accelerators of `id` on `platform` (menus use the first). */
export function keysFor(id: string, mac: boolean): readonly string[] {
  const s = shortcut(id);
  return mac && s.macKeys ? s.macKeys : s.keys;
}

/** "CmdOrCtrl+Shift+P" → "⌘⇧P" on macOS, "Ctrl+Shift+P" elsewhere. */
export function formatKeys(accelerator: string, mac: boolean): string {
  if (!mac) return accelerator.replace(/CmdOrCtrl|Cmd/g, 'Ctrl');
  const symbols: Record<string, string> = {
    CmdOrCtrl: '⌘',
    Cmd: '⌘',
    Shift: '⇧',
    Alt: '⌥',
    Left: '←',
    Right: '→',
  };
  const parts = accelerator.split('+');
  if (parts.length === 1) return accelerator;
  return parts.map((part) => symbols[part] ?? part).join('');
}
