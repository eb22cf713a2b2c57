// A row worked from the keyboard stays focused when its list refreshes (a live list re-sorted by
// its 5 s refresh, rows added above): React moving or re-creating the row's element makes the
// browser drop focus to the page, and the next j would start again at the first row. After each
// render of the table, the row with the same key gets its focus back, unless the user moved focus
// away meanwhile (another element, a click on the page) or the row left the list.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const ROW = 'tr[data-row-key]';

export function useKeptRowFocus(body: RefObject<HTMLTableSectionElement | null>): void {
  /** The key of the focused row, while a row itself has the focus. */
  const focused = useRef<string | null>(null);
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      focused.current = target?.matches(ROW) ? target.getAttribute('data-row-key') : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) {
        // Focus moves on: to another row its focusin decides; anywhere else the row is let go.
        if (!(event.relatedTarget instanceof Node) || !element.contains(event.relatedTarget))
          focused.current = null;
        return;
      }
      // Focus went to no element: a click on the page or a blur(), or the row taken out of the
      // document by a render. A render restores it in its layout effect, before this runs.
      const was = focused.current;
      queueMicrotask(() => {
        if (focused.current === was && !element.contains(document.activeElement))
          focused.current = null;
      });
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [body]);
  useLayoutEffect(() => {
    const key = focused.current;
    const element = body.current;
    if (!key || !element) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const row = element.querySelector<HTMLTableRowElement>(
      `${ROW}[data-row-key="${CSS.escape(key)}"]`,
    );
    if (row) row.focus({ preventScroll: true });
    else focused.current = null;
  });
}
