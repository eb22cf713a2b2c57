// Where the notification toasts may sit (issue 32, h): bottom right, but above whatever in that
// corner a user works with — a list's pager, a dialog's footer and its primary action, or any
// element marked `mcd-keep-clear`. Raised above a pager, they cover the right end of the rows
// above it when the list fills the window: a table's scroll box under them gets that much room
// at its end, so its last rows scroll out from under them. Pure over rectangles, so it is tested
// without a DOM.

/** What the toasts keep clear of. */
export const KEEP_CLEAR = '.mc-table-pagination, .bp6-dialog-footer, .mcd-keep-clear';
/** The toasts' column: their width and the margin around them (toaster.css). */
export const TOAST_COLUMN_PX = 380;
/**
 * How high three compact toasts reach from where they start: the least height the corner keeps
 * clear. Toasts whose text wraps reach higher; then their measured height counts (placeToasts).
 */
export const TOAST_STACK_PX = 240;
/** The space below the lowest toast (toaster.css padding-bottom). */
const TOAST_MARGIN_PX = 12;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Pixels between the window's bottom and the lowest toast: above every box the stack would cover.
 * `stackPx`: how high the stack reaches, at least TOAST_STACK_PX.
 */
export function toastClearance(
  boxes: readonly Box[],
  viewport: { width: number; height: number },
  stackPx = TOAST_STACK_PX,
): number {
  const reach = Math.max(stackPx, TOAST_STACK_PX);
  let clearance = 0;
  // Raised above one box, the stack may reach another: go on until none is under it.
  for (let moved = true; moved;) {
    moved = false;
    const zoneTop = viewport.height - clearance - reach;
    const zoneBottom = viewport.height - clearance;
    for (const box of boxes) {
      const visible = box.bottom > 0 && box.top < viewport.height && box.right > box.left;
      const under =
        box.right > viewport.width - TOAST_COLUMN_PX &&
        box.bottom > zoneTop &&
        box.top < zoneBottom;
      if (visible && under && viewport.height - box.top > clearance) {
        clearance = viewport.height - box.top;
        moved = true;
      }
    }
  }
  // Never so high that the toasts leave the window.
  return Math.min(clearance, Math.max(0, viewport.height - reach));
}

/** The tables' scroll boxes, which make room for the toasts over their end. */
export const SCROLL_BOXES = '.mc-table-scroll';
/** The toasts shown. */
const TOASTS = '.mcd-notification-toasts .bp6-toast';

/**
 * How far the toasts reach into a box from its bottom (0 when they are not over it): the room the
 * box needs at its end, so its last row scrolls to just above them. `stack` is the toasts' own
 * box (null: none shown). The room given moves the box's end and the toasts together (a pager
 * follows the box), so the answer stays the same once given.
 */
export function toastOverlap(box: Box, stack: Box | null): number {
  if (!stack) return 0;
  const beside = box.right <= stack.left || box.left >= stack.right;
  if (beside || stack.top >= box.bottom || stack.bottom <= box.top) return 0;
  return Math.ceil(box.bottom - stack.top);
}

function stackOf(doc: Document): Box | null {
  const rects = [...doc.querySelectorAll(TOASTS)].map((el) => el.getBoundingClientRect());
  if (rects.length === 0) return null;
  return {
    top: Math.min(...rects.map((r) => r.top)),
    bottom: Math.max(...rects.map((r) => r.bottom)),
    left: Math.min(...rects.map((r) => r.left)),
    right: Math.max(...rects.map((r) => r.right)),
  };
}

/**
 * Sets the toasts' clearance from the page as it is now (`--mcd-toast-clearance`), and the room
 * each table's scroll box needs at its end for the toasts over it (none once they are gone).
 */
export function placeToasts(doc: Document = document, toastsShown = true): void {
  const view = doc.defaultView;
  if (!view) return;
  // A toast on its way out is still in the page, but no longer over anything.
  const stack = toastsShown ? stackOf(doc) : null;
  const boxes = [...doc.querySelectorAll(KEEP_CLEAR)].map((el) => el.getBoundingClientRect());
  // Where the stack is does not change its height: measured here, it decides the zone kept clear.
  const stackPx = stack ? stack.bottom - stack.top + TOAST_MARGIN_PX : TOAST_STACK_PX;
  const viewport = { width: view.innerWidth, height: view.innerHeight };
  const px = toastClearance(boxes, viewport, stackPx);
  doc.documentElement.style.setProperty('--mcd-toast-clearance', `${px}px`);
  for (const el of doc.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    const room = `${toastOverlap(el.getBoundingClientRect(), stack)}px`;
    if (el.style.paddingBottom !== room) el.style.paddingBottom = room === '0px' ? '' : room;
  }
}
