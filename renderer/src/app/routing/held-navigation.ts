// A press on a sidebar entry whose screen has a first read keeps the current screen up until that
// read has answered (or HOLD_MS has passed), and then navigates: the next screen's first render
// has its rows. Navigating at once rendered the screen twice, its skeleton in the click's own task
// (unmounting the old screen and laying out the new one while the read was on the wire) and its
// rows after the answer, which then waited for that task (issue 33: the click health → agents to
// the painted list, ~125 → ~110 ms in interleaved loads on the CI machine). A read slower than
// HOLD_MS shows the screen's loading state as before.

/** The longest a press keeps the current screen while the next one's first read is on its way. */
export const HOLD_MS = 250;

/** The latest held press: a newer press (or a navigation made meanwhile) cancels an older one. */
let latest = 0;

/** What a navigation is held against: where the window was when the press came. */
export interface HeldFrom {
  /** The window's location when the press came (`location.href`). */
  href: string;
}

/**
 * Runs `go` once `ready` has settled or HOLD_MS has passed, unless another press was held since
 * or the window has moved from `from` meanwhile (Back, a link, a shortcut): the user has gone
 * elsewhere, and the held press is dropped.
 */
export function holdNavigation(
  ready: Promise<unknown>,
  go: () => void,
  from: HeldFrom = window.location,
): void {
  const press = ++latest;
  const href = from.href;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, HOLD_MS);
  });
  void Promise.race([ready.catch(() => undefined), waited]).then(() => {
    clearTimeout(timer);
    if (press !== latest || from.href !== href) return;
    go();
  });
}

/**
 * Whether a click on a link is one the router handles in this window (the main button, no
 * modifier): a click with a modifier opens elsewhere and is never held.
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
