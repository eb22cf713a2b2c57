// The drawer's list of entries, virtualised with the kit's useVirtualRows (the history holds up to
// 5,000): rows of one fixed height (ENTRY_HEIGHT, notification-centre.css), each placed at its
// offset in a box as tall as the whole list, only those in view (and a few beyond) rendered.
// Keyboard: one tab stop in the list (the active entry, roving tabindex); ↑/↓ move by one,
// PageUp/PageDown by a screenful, Home/End to the ends; the active entry stays rendered when it
// scrolls out of view, so focus is never dropped. Screen readers hear each entry's place in the
// whole list (aria-posinset / aria-setsize), not in the rendered window.
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { HistoryEntry } from '../../../../../preload/contract/notification-centre.ts';
import { useVirtualRows } from '../../../components/data-table/useVirtualRows.ts';

/** Every entry's height in pixels: `.mcd-nc-item` in notification-centre.css. */
export const ENTRY_HEIGHT = 84;
/** The list's box on the first render, before it is measured: the drawer less header and footer. */
const BOX_ESTIMATE = 'calc(100vh - 92px)';

export interface EntryItem {
  index: number;
  setSize: number;
  /** Offset of the row in the list's box. */
  top: number;
  tabIndex: number;
}

/** Where a key moves focus from `index` in a list of `count` showing `page` rows; null: no move. */
export function nextIndex(key: string, index: number, count: number, page: number): number | null {
  const last = count - 1;
  const clamp = (i: number) => Math.max(0, Math.min(last, i));
  switch (key) {
    case 'ArrowDown':
      return clamp(index + 1);
    case 'ArrowUp':
      return clamp(index - 1);
    case 'PageDown':
      return clamp(index + page);
    case 'PageUp':
      return clamp(index - page);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

const indexOf = (target: EventTarget) =>
  target instanceof HTMLElement
    ? Number(target.closest('[data-index]')?.getAttribute('data-index') ?? NaN)
    : NaN;

export function EntryList(props: {
  entries: readonly HistoryEntry[];
  renderRow: (entry: HistoryEntry, item: EntryItem) => ReactNode;
}) {
  const { entries, renderRow } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = useVirtualRows(entries.length, scrollRef, BOX_ESTIMATE, {
    rowHeight: ENTRY_HEIGHT,
  });
  // The active entry by id: a new notification arriving on top does not move it.
  const [activeId, setActiveId] = useState<string | null>(null);
  const found = activeId === null ? -1 : entries.findIndex((entry) => entry.id === activeId);
  const active = Math.max(0, found);
  const focusNext = useRef<number | null>(null);

  useLayoutEffect(() => {
    const index = focusNext.current;
    if (index === null) return;
    focusNext.current = null;
    // Focusing it scrolls it into view; the virtualizer follows the scroll.
    scrollRef.current?.querySelector<HTMLElement>(`button[data-index="${index}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const from = indexOf(event.target);
    if (Number.isNaN(from)) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / ENTRY_HEIGHT));
    const to = nextIndex(event.key, from, entries.length, page);
    if (to === null) return;
    event.preventDefault();
    if (to === from) return;
    focusNext.current = to;
    setActiveId(entries[to]?.id ?? null);
  };

  const indexes = virtual?.indexes ?? [];
  const shown = indexes.includes(active) ? indexes : [...indexes, active].sort((a, b) => a - b);
  return (
    <div className="mcd-nc-scroll" ref={scrollRef}>
      <ul
        className="mcd-nc-list"
        aria-label="Notifications"
        // A list styled without bullets keeps its role in every screen reader this way.
        role="list"
        style={{ height: entries.length * ENTRY_HEIGHT }}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const index = indexOf(event.target);
          if (!Number.isNaN(index)) setActiveId(entries[index]?.id ?? null);
        }}
      >
        {shown.map((index) => {
          const entry = entries[index];
          return entry === undefined
            ? null
            : renderRow(entry, {
                index,
                setSize: entries.length,
                top: index * ENTRY_HEIGHT,
                tabIndex: index === active ? 0 : -1,
              });
        })}
      </ul>
    </div>
  );
}
