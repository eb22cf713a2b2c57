// Composition of the plain-Node services that both the Electron main process and the
// browser-mode host run. Electron-only things (safeStorage, net.request, paths, shell) arrive as
// arguments, so this module and everything it builds is testable in Node.
import { homedir } from 'node:os';
import type { AppInfo } from '../preload/contract/app.ts';
import type { Gateway } from './gateway/types.ts';
import { createAppHandlers, type AppLogAccess } from './app/app-handlers.ts';
import { safeConfirmer, type Confirmer } from './app/confirm.ts';
import { createCacheService, type CacheService } from './cache/cache-service.ts';
import { announceCacheChanges } from './events/cache-events.ts';
import { announceOrgChanges, publishNotice } from './events/core-events.ts';
import { createEventBus, type EventBus } from './events/event-bus.ts';
import { createWakeDetector, type WakeDetector } from './app/wake-detector.ts';
import {
  createOrgServices,
  type OrgServices,
  type OrgServicesOptions,
} from './orgs/org-services.ts';
import { createIdentityService, type IdentityService } from './auth/kratos/identity-service.ts';
import {
  createHealthWatchService,
  type HealthWatchService,
  type ShowNotification,
} from './health-watch/health-watch-service.ts';
import {
  createNotificationCentreService,
  type NotificationCentreService,
} from './notification-centre/notification-centre-service.ts';
import { createSaveResponse } from './gateway/save-response-to-file.ts';
import { createIpcRouter, type Handlers, type IpcRouter, type IpcSender } from './ipc/router.ts';
import { createSettingsHandlers } from './settings/settings-handlers.ts';
import {
  openSettingsStore,
  type SettingsStore,
  type SettingsStoreEngine,
} from './settings/settings-store.ts';

export interface CoreOptions {
  userDataDir: string;
  appInfo: AppInfo;
  /** Which sender origins may call IPC (Electron: app://console; browser mode: the host origin). */
  isTrustedSender: (sender: IpcSender) => boolean;
  /** Opens a URL in the OS browser; already restricted to https by the caller's checks. */
  openExternal: (url: string) => Promise<void>;
  /**
   * Opens an organisation's single sign-on page (https, or http on a loopback host) in the system
   * browser; defaults to openExternal. Tests capture the URL here.
   */
  openSignInPage?: (url: string) => Promise<void>;
  /** Opens another window on an organisation (Electron only; browser mode opens a tab itself). */
  openWindow?: (orgId: string) => Promise<boolean>;
  /** electron-store in Electron, conf in Node. */
  settingsEngine?: SettingsStoreEngine;
  /** Organisations, keychain, gateway: sandbox launcher, transport (net.request), keychain, home dir. */
  orgs?: Omit<OrgServicesOptions, 'userDataDir' | 'engine'>;
  log?: (message: string, error?: unknown) => void;
  /** The log file, for Help → Show logs. */
  logs?: AppLogAccess;
  /** Restarts into a downloaded update (Electron, packaged); unsigned ones need acceptUnsigned. */
  installUpdate?: (request: { acceptUnsigned?: boolean }) => boolean;
  /** Electron: shows a check's notification natively; browser mode leaves it to the page. */
  showNotification?: ShowNotification;
  /** Electron: the native save dialog of "Save to file"; browser mode downloads from the host. */
  chooseSavePath?: (defaultPath: string) => Promise<string | null>;
  /** Where that dialog starts (default: the home folder). */
  downloadsDir?: () => string;
  /**
   * A confirmation main draws and the page cannot answer (Electron: a native dialog; browser
   * mode: host/confirm-pages.ts), for agent tokens, invitations, proxy/CA/hidden changes. Without
   * one, those actions are refused.
   */
  confirm?: Confirmer;
}

export interface Core {
  router: IpcRouter;
  settings: SettingsStore;
  gateway: Gateway | null;
  orgServices: OrgServices;
  /** Notices to show the user once (e.g. "settings were restored from a backup"). */
  notices: string[];
  /** Main → renderer events (contract: preload/contract/events.ts); the notices are published there. */
  events: EventBus;
  /** Sleep and clock-jump detection; Electron's powerMonitor 'resume' reports through `wake`. */
  wake: WakeDetector;
  /** Check notifications and the latest health of each watched organisation (the tray's). */
  healthWatch: HealthWatchService;
  /** The offline cache (the tray reads each organisation's checks from it). */
  cache: CacheService;
  /** The notification history behind the top bar's bell. */
  notificationCentre: NotificationCentreService;
  close(): Promise<void>;
}

/** Sleep and clock-jump detection that tells the windows to refetch. */
function wakeAnnouncer(events: EventBus, log: CoreOptions['log']): WakeDetector {
  return createWakeDetector({
    onWake: (woke) => {
      log?.(`the machine woke or its clock jumped (${woke.reason}); windows refetch`);
      events.publish('system:resumed', woke);
    },
  });
}

/** The services the IPC handlers are drawn from. */
interface CoreServices {
  settings: SettingsStore;
  events: EventBus;
  orgServices: OrgServices;
  identity: IdentityService;
  cache: CacheService;
  healthWatch: HealthWatchService;
  notificationCentre: NotificationCentreService;
}

/**
 * Every channel's handler: the services' own, with organisation and cache changes announced as
 * events and the health watch following sign-ins and organisation edits.
 */
function coreHandlers(options: CoreOptions, services: CoreServices): Handlers {
  return services.healthWatch.follow(
    announceOrgChanges(
      {
        ...createAppHandlers({
          appInfo: options.appInfo,
          openExternal: options.openExternal,
          openWindow: options.openWindow,
          log: options.log,
          logs: options.logs,
          installUpdate: options.installUpdate,
        }),
        ...createSettingsHandlers(services.settings, (revision) =>
          services.events.publish('settings:changed', { revision }),
        ),
        ...services.identity.endSessionsOn(services.orgServices.handlers),
        ...services.identity.handlers,
        ...announceCacheChanges(services.cache.handlers, services.events, options.log),
        ...services.healthWatch.handlers,
        ...services.notificationCentre.handlers,
        'downloads:saveResponse': createSaveResponse({
          gateway: () => services.orgServices.gateway,
          choosePath: options.chooseSavePath,
          downloadsDir: options.downloadsDir ?? (() => homedir()),
        }),
      },
      services.events,
      options.log,
    ),
  );
}

/** The health watch, and the notification centre that records (and may hold back) its notifications. */
function createNotifying(options: CoreOptions, events: EventBus, orgServices: OrgServices) {
  const notificationCentre = createNotificationCentreService({
    dir: options.userDataDir,
    events,
    rulesOf: (orgId) => orgServices.registry.get(orgId)?.notificationRules,
    log: options.log,
  });
  const healthWatch = createHealthWatchService({
    listOrgs: () => orgServices.orgs.list(),
    gateway: orgServices.gateway,
    events,
    show: options.showNotification,
    log: options.log,
    record: (notification, kind, severity) =>
      notificationCentre.record(notification, kind, severity),
  });
  return { notificationCentre, healthWatch };
}

export function createCore(options: CoreOptions): Core {
  const notices: string[] = [];
  const events = createEventBus({ log: options.log });
  const wake = wakeAnnouncer(events, options.log);
  const notice = (title: string) => (message: string) => {
    notices.push(message);
    publishNotice(events, { level: 'warning', title, message }, options.log);
  };
  const settings = openSettingsStore({
    dir: options.userDataDir,
    engine: options.settingsEngine,
    notify: notice('Settings repaired'),
  });
  const orgServices = createOrgServices({
    ...options.orgs,
    ...(options.confirm ? { confirm: safeConfirmer(options.confirm, options.log) } : {}),
    openSignInPage: options.openSignInPage ?? options.openExternal,
    userDataDir: options.userDataDir,
    engine: options.settingsEngine,
    log: options.log,
    notify: notice('Organisations repaired'),
    // The cache service needs the org services' keychain, so it is reached through a closure.
    purgeCache: (orgId) => cache.purge(orgId),
    // An org found gone by the gateway mid-session: windows re-read its state (the banner).
    onAvailabilityChange: (orgId) => events.publish('orgs:changed', { orgId }),
  });
  const cache: CacheService = createCacheService({
    userDataDir: options.userDataDir,
    appVersion: options.appInfo.version,
    secrets: orgServices.secrets,
    isKnownOrg: (orgId) => orgServices.registry.get(orgId) !== undefined,
    listOrgs: () => orgServices.orgs.list(),
    maxAgeDays: () => settings.get().cacheMaxAgeDays,
    log: options.log,
    notify: notice('Offline data'),
  });
  const identity = createIdentityService({
    auth: orgServices.auth,
    targets: orgServices.orgs,
    caller: orgServices.caller,
  });
  const { notificationCentre, healthWatch } = createNotifying(options, events, orgServices);
  const handlers = coreHandlers(options, {
    settings,
    events,
    orgServices,
    identity,
    cache,
    healthWatch,
    notificationCentre,
  });
  const router = createIpcRouter(handlers, {
    isTrustedSender: options.isTrustedSender,
    checkResponses: true,
    log: options.log,
  });
  return {
    router,
    settings,
    gateway: orgServices.gateway,
    orgServices,
    notices,
    events,
    wake,
    healthWatch,
    cache,
    notificationCentre,
    close: async () => {
      wake.stop();
      healthWatch.close();
      await notificationCentre.history.flush();
      await orgServices.close();
    },
  };
}
