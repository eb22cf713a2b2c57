// What this window does with main's events (lib/events.ts): a start-up notice is toasted once
// (once per notice for all windows and reloads: the ids shown are remembered in localStorage), a
// downloaded update is offered once per version with a restart, and a change to the organisation
// list or a sign-in state, made in another window or tab, makes this window re-read them; after a
// sleep or a clock jump everything shown is refetched and the sign-in states re-checked.
import type { Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { CONSOLE_ROUTE_PATTERNS, matchesRoute } from '../../../preload/contract/deep-links.ts';
import type { Notice } from '../../../preload/contract/events.ts';
import { appKeys, installUpdate } from '../api/services/app.ts';
import { orgsKeys } from '../api/services/orgs.ts';
import { showActionToast, showToast } from '../components/toaster/toaster.ts';
import { useAppEvent } from '../lib/events.ts';
import { appQueryClient } from './app-query-client.ts';
import { markEveryOrgStale } from './org-context.tsx';

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
  useAppEvent('update:available', ({ version }) => {
    if (!firstSighting(window.localStorage, `update:${version}`)) return;
    void showActionToast(`Mission Control Desktop ${version} is ready to install.`, {
      text: 'Restart to update',
      onClick: () => {
        void installUpdate().then((installing) => {
          if (!installing)
            void showToast('The update is not ready yet; try again later.', 'warning');
        });
      },
    });
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
