// Where the notification toasts may sit (issue 32, h): bottom right, but above whatever in that
// corner a user works with — a list's pager, a dialog's footer and its primary action, or any
// element marked `mcd-keep-clear`. Pure over rectangles, so it is tested without a DOM.

/** What the toasts keep clear of. */
export const KEEP_CLEAR = '.mc-table-pagination, .bp6-dialog-footer, .mcd-keep-clear';
/** The toasts' column: their width and the margin around them (toaster.css). */
export const TOAST_COLUMN_PX = 380;
/** How high three compact toasts reach from where they start. */
export const TOAST_STACK_PX = 240;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Pixels between the window's bottom and the lowest toast: above every box the stack would cover. */
export function toastClearance(
  boxes: readonly Box[],
  viewport: { width: number; height: number },
): number {
  let clearance = 0;
  // Raised above one box, the stack may reach another: go on until none is under it.
  for (let moved = true; moved;) {
    moved = false;
    const zoneTop = viewport.height - clearance - TOAST_STACK_PX;
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
  return Math.min(clearance, Math.max(0, viewport.height - TOAST_STACK_PX));
}

/** Sets the toasts' clearance from the page as it is now (`--mcd-toast-clearance`). */
export function placeToasts(doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  const boxes = [...doc.querySelectorAll(KEEP_CLEAR)].map((el) => el.getBoundingClientRect());
  const px = toastClearance(boxes, { width: view.innerWidth, height: view.innerHeight });
  doc.documentElement.style.setProperty('--mcd-toast-clearance', `${px}px`);
}
