// `?` (outside text fields, with no dialog open) lists every shortcut of the app, from the one
// list the native menus also use (preload/contract/shortcuts.ts). Browser mode marks the ones
// only the desktop app's menus have.
import { useEffect, useState } from 'react';
import { Classes, Dialog, DialogBody, HTMLTable } from '@blueprintjs/core';
import { Tag } from '../tag/Tag.tsx';
import {
  SHORTCUTS,
  formatKeys,
  type ShortcutGroup,
} from '../../../../preload/contract/shortcuts.ts';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const isDesktop = typeof window !== 'undefined' && !!window.desktop;
const GROUPS: readonly ShortcutGroup[] = [
  'General',
  'Navigation',
  'View',
  'Windows',
  'Tables and dialogs',
];

/** Typing `?` into a field types it; only elsewhere does it open the list. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    !!target.closest('[role="textbox"], .cm-editor')
  );
}

export function ShortcutsDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || document.querySelector('.bp6-dialog')) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <Dialog
      isOpen={open}
      onClose={() => setOpen(false)}
      title="Keyboard shortcuts"
      icon="key-command"
      style={{ width: 820, maxWidth: 'calc(100vw - 32px)' }}
    >
      <DialogBody>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4px 24px' }}>
          {GROUPS.map((group) => (
            <section key={group} aria-label={group}>
              <h6
                className={`${Classes.HEADING} ${Classes.TEXT_MUTED}`}
                style={{ margin: '8px 0 2px' }}
              >
                {group}
              </h6>
              <HTMLTable compact style={{ width: '100%' }}>
                <tbody>
                  {SHORTCUTS.filter((s) => s.group === group).map((s) => (
                    <tr key={s.id}>
                      <td style={{ width: '55%' }}>
                        {s.label}
                        {s.desktopOnly && !isDesktop && (
                          <Tag minimal style={{ marginLeft: 6 }}>
                            desktop app
                          </Tag>
                        )}
                      </td>
                      <td>
                        {(isMac && s.macKeys ? s.macKeys : s.keys).map((keys, index) => (
                          <span key={keys}>
                            {index > 0 && ' or '}
                            <kbd className={Classes.KEY}>{formatKeys(keys, isMac)}</kbd>
                          </span>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </section>
          ))}
        </div>
      </DialogBody>
    </Dialog>
  );
}
