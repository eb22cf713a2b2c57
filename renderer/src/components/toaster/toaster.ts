// One application toaster. Toasts last 5 seconds (spec 1 §2). It is created on first use so
// importing a component never touches the DOM, and Blueprint's toaster loads with it.
import type { Intent, OverlayToasterProps, Toaster } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { placeToasts } from './toast-clearance.ts';
import './toaster.css';

export const TOAST_TIMEOUT_MS = 5000;

/** A toaster; `forget` runs when it could not be made (its module did not load), so that the
 * next toast tries again instead of failing forever. */
function createToaster(props: OverlayToasterProps, forget: () => void): Promise<Toaster> {
  return import('./overlay-toaster.ts')
    .then((module) => module.createToaster(props))
    .catch((error: unknown) => {
      forget();
      throw error;
    });
}

let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  toaster ??= createToaster({ position: 'top', maxToasts: 5 }, () => (toaster = undefined));
  return toaster;
}

/** Shows a toast; `message` is rendered as text. */
export async function showToast(message: string, intent: Intent = 'none'): Promise<void> {
  (await getToaster()).show({ message, intent, timeout: TOAST_TIMEOUT_MS });
}

/** How long a desktop notification's toast stays: a problem long enough to reach its action,
 * anything else (a recovery, a summary) as long as any toast (spec 1 §2). */
export const NOTIFICATION_TOAST_MS = 10_000;
export const notificationToastMs = (intent: Intent) =>
  intent === 'danger' ? NOTIFICATION_TOAST_MS : TOAST_TIMEOUT_MS;

let notificationToaster: Promise<Toaster> | undefined;

/**
 * A notification's toast (issue 32, 19 and h): bottom right, clear of the header, and above the
 * pager or dialog footer in that corner (toast-clearance.ts); compact, closable, and keyed, so a
 * newer notification of the same `key` replaces the one shown instead of stacking; three at most.
 * `timeout` 0 keeps it until dismissed.
 */
export async function showNotificationToast(
  key: string,
  message: ReactNode,
  action: { text: string; onClick: () => void },
  intent: Intent = 'danger',
  timeout = notificationToastMs(intent),
): Promise<void> {
  notificationToaster ??= createToaster(
    { position: 'bottom-right', maxToasts: 3, className: 'mcd-notification-toasts' },
    () => (notificationToaster = undefined),
  );
  const shown = await notificationToaster;
  placeToasts();
  shown.show({ message, intent, timeout, action }, key);
  // Once drawn, the new toast's own height counts: a wrapped one reaches higher.
  requestAnimationFrame(() => placeToasts());
  followPage(shown);
}

let following: ReturnType<typeof setInterval> | undefined;

/** While toasts show, they follow the page: a pager that moves (a new page, a dialog) moves them. */
function followPage(shown: Toaster): void {
  following ??= setInterval(() => {
    const showing = shown.getToasts().length > 0;
    placeToasts(document, showing);
    if (showing) return;
    clearInterval(following);
    following = undefined;
  }, 500);
}
