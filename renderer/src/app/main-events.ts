// What this window does with main's events (lib/events.ts): a start-up notice is toasted once
// (once per notice for all windows and reloads: the ids shown are remembered in localStorage), a
// downloaded update is offered once per version with a restart (an unsigned one says so and asks
// before installing), and a change to the organisation
// list or a sign-in state, made in another window or tab, makes this window re-read them; after a
// sleep or a clock jump everything shown is refetched and the sign-in states re-checked.
import type { Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { CONSOLE_ROUTE_PATTERNS, matchesRoute } from '../../../preload/contract/deep-links.ts';
import type { EventPayload, Notice } from '../../../preload/contract/events.ts';
import { appKeys, installUpdate } from '../api/services/app.ts';
import { orgsKeys } from '../api/services/orgs.ts';
import { showNotificationToast, showToast } from '../components/toaster/toaster.ts';
import { useAppEvent } from '../lib/events.ts';
import { confirmUnsignedUpdate } from './unsigned-update-confirm.tsx';
import { appQueryClient } from '../session/app-query-client.ts';
import { markEveryOrgStale } from '../session/org-context.tsx';

export const SHOWN_NOTICES_KEY = 'mcd.shownNotices';
const REMEMBERED = 50;

/** True the first time `id` is seen through `storage`; remembers the last 50 ids. */
export function firstSighting(storage: Pick<Storage, 'getItem' | 'setItem'>, id: string): boolean {
  let seen: string[] = [];
  try {
    const parsed = JSON.parse(storage.getItem(SHOWN_NOTICES_KEY) ?? '[]') as unknown;
    if (Array.isArray(parsed))
      seen = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    seen = [];
  }
  if (seen.includes(id)) return false;
  try {
    storage.setItem(SHOWN_NOTICES_KEY, JSON.stringify([...seen, id].slice(-REMEMBERED)));
  } catch {
    // Storage full or unavailable: the notice is still shown, perhaps once more elsewhere.
  }
  return true;
}

const INTENT: Record<Notice['level'], Intent> = {
  info: 'primary',
  warning: 'warning',
  error: 'danger',
};

type UpdateOffer = EventPayload<'update:available'>;

/** The restart offer: an unsigned update says so, and its action leads to a question first. */
export function updateOfferText(offer: UpdateOffer): { message: string; action: string } {
  if (offer.signature === 'verified')
    return {
      message: `Mission Control Desktop ${offer.version} is ready to install.`,
      action: 'Restart to update',
    };
  return {
    message: `Mission Control Desktop ${offer.version} is downloaded but unsigned: the app cannot confirm who built it.`,
    action: 'Review unsigned update…',
  };
}

async function restartIntoUpdate(offer: UpdateOffer): Promise<void> {
  // Main installs an unsigned update only with this flag, sent after the user's yes.
  const acceptUnsigned = offer.signature === 'unsigned';
  if (acceptUnsigned && !(await confirmUnsignedUpdate(offer.version))) return;
  if (!(await installUpdate({ acceptUnsigned })))
    void showToast('The update is not ready yet; try again later.', 'warning');
}

export function useMainEvents(): void {
  const navigate = useNavigate();
  // A deep link main received for the organisation this window shows (its route checked again).
  useAppEvent('app:navigate', ({ route }) => {
    if (matchesRoute(route.split('?')[0] ?? '', CONSOLE_ROUTE_PATTERNS)) void navigate(route);
  });
  useAppEvent('app:notice', (notice) => {
    if (firstSighting(window.localStorage, notice.id))
      void showToast(`${notice.title}: ${notice.message}`, INTENT[notice.level]);
  });
  useAppEvent('update:available', (offer) => {
    if (!firstSighting(window.localStorage, `update:${offer.version}`)) return;
    const text = updateOfferText(offer);
    // Until dismissed, so bottom right with the notifications, clear of the header (issue 32, 19).
    void showNotificationToast(
      'update',
      text.message,
      { text: text.action, onClick: () => void restartIntoUpdate(offer) },
      offer.signature === 'verified' ? 'primary' : 'warning',
      0,
    );
  });
  // View → Find in Page: the cursor goes to the screen's search field, if it has one.
  useAppEvent('app:findInPage', () => {
    const field = document.querySelector<HTMLInputElement>(
      '#main-content input[type="search"], #main-content input[placeholder^="Search"]',
    );
    field?.focus();
    field?.select();
  });
  useAppEvent('orgs:changed', () => {
    void appQueryClient.invalidateQueries({ queryKey: orgsKeys.all });
  });
  useAppEvent('settings:changed', () => {
    void appQueryClient.invalidateQueries({ queryKey: appKeys.settings() });
  });
  useAppEvent('system:resumed', () => {
    void appQueryClient.invalidateQueries();
    markEveryOrgStale();
  });
}
