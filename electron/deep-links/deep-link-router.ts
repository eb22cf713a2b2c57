// Where a `missioncontrol://` link (by organisation id or address) the OS hands the app goes (issue 20 item 1). Plain
// Node: electron/app/app-lifecycle.ts feeds it the links of a cold start (argv, or macOS
// `open-url` before the window exists), of a second instance (its argv, through the
// single-instance lock) and of macOS `open-url` later, and gives it the ways to reach a window. A
// refused link is logged and shown as a notice, never opened.
import {
  parseDeepLink,
  type DeepLinkTarget,
  type LinkOrg,
} from '../../preload/contract/deep-links.ts';

export const OPEN_LINK_PATH = '/open';

export interface DeepLinkRouterDeps {
  /** The organisations this app knows, with their addresses (a link may name either). */
  orgs: () => readonly LinkOrg[];
  /**
   * Tells the windows showing the target's organisation to go to its route (the org-scoped
   * `app:navigate` event); returns how many windows received it.
   */
  navigateShowing: (target: DeepLinkTarget) => number;
  /** Brings the window showing the target's organisation (else the main window) to the front. */
  focus: (target: DeepLinkTarget) => void;
  /** Loads `url` (the console's `/open?link=` page) in the main window, opening one if needed. */
  openInWindow: (url: string) => void;
  /** Tells the user a link was refused (a notice in the windows, the log). */
  refuse: (message: string) => void;
  /** The console's start URL (app://console/). */
  startUrl: string;
}

export type DeepLinkOutcome = 'navigated' | 'opened' | 'refused' | 'queued';

/** `app://console/open?link=<link>`: the renderer's link page switches organisation and route. */
export function openLinkUrl(startUrl: string, link: string): string {
  const url = new URL(OPEN_LINK_PATH, startUrl);
  url.searchParams.set('link', link);
  return url.toString();
}

export interface DeepLinkRouter {
  /** A link from the OS (argv, `open-url`); before `ready()` it waits for the first window. */
  open(link: unknown): DeepLinkOutcome;
  /**
   * The app is ready: the URL its first window should load — the link page for the link of a
   * cold start, else the start URL (a refused cold-start link is reported and the app opens as
   * usual).
   */
  ready(): string;
}

export function createDeepLinkRouter(deps: DeepLinkRouterDeps): DeepLinkRouter {
  let isReady = false;
  let pending: unknown = null;

  const check = (link: unknown) => {
    const orgs = deps.orgs();
    const result = parseDeepLink(link, { orgIds: orgs.map((org) => org.id), orgs });
    // A link to an address no organisation here has goes to the link page, which offers to add it.
    if (!result.ok && !result.unknownAddress)
      deps.refuse(`The link was not opened: ${result.message}`);
    return result;
  };
  const toAdd = (link: unknown) => openLinkUrl(deps.startUrl, String(link).trim());

  return {
    open(link) {
      if (!isReady) {
        // The last link wins: the user clicked again before the app came up.
        pending = link;
        return 'queued';
      }
      const result = check(link);
      if (!result.ok && result.unknownAddress) {
        deps.openInWindow(toAdd(link));
        return 'opened';
      }
      if (!result.ok) return 'refused';
      deps.focus(result.target);
      if (deps.navigateShowing(result.target) > 0) return 'navigated';
      deps.openInWindow(openLinkUrl(deps.startUrl, result.link));
      return 'opened';
    },
    ready() {
      isReady = true;
      if (pending === null) return deps.startUrl;
      const link = pending;
      pending = null;
      const result = check(link);
      if (result.ok) return openLinkUrl(deps.startUrl, result.link);
      return result.unknownAddress ? toAdd(link) : deps.startUrl;
    },
  };
}
