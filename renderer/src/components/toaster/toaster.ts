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

/**
 * A toast with one action (e.g. 'Restart to update'); it stays until dismissed unless given a
 * timeout.
 */
export async function showActionToast(
  message: ReactNode,
  action: { text: string; onClick: () => void },
  intent: Intent = 'primary',
  timeout = 0,
): Promise<void> {
  (await getToaster()).show({ message, intent, timeout, action });
}
