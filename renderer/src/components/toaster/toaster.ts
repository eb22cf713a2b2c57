// One application toaster. Toasts last 5 seconds (spec 1 §2). It is created on first use so
// importing a component never touches the DOM.
import { OverlayToaster, Position } from '@blueprintjs/core';
import type { Intent, Toaster } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export const TOAST_TIMEOUT_MS = 5000;

let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 });
  return toaster;
}

/** Shows a toast; `message` is rendered as text. */
export async function showToast(message: string, intent: Intent = 'none'): Promise<void> {
  (await getToaster()).show({ message, intent, timeout: TOAST_TIMEOUT_MS });
}

/** How long a desktop notification's toast stays (long enough to reach its action). */
export const NOTIFICATION_TOAST_MS = 15_000;

let notificationToaster: Promise<Toaster> | undefined;

/**
 * A notification's toast (issue 32, 19): bottom right, clear of the header and its controls,
 * and keyed, so a newer notification of the same `key` replaces the one shown instead of
 * stacking; three at most. `timeout` 0 keeps it until dismissed.
 */
export async function showNotificationToast(
  key: string,
  message: ReactNode,
  action: { text: string; onClick: () => void },
  intent: Intent = 'danger',
  timeout = NOTIFICATION_TOAST_MS,
): Promise<void> {
  notificationToaster ??= OverlayToaster.create({ position: Position.BOTTOM_RIGHT, maxToasts: 3 });
  (await notificationToaster).show({ message, intent, timeout, action }, key);
}
