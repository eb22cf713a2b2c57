// The poller: every signed-in organisation whose interval is not off has its checks read at that
// interval, each poll goes through the notification rules (notification-rules.ts), and what they
// decide is delivered — as an OS notification in Electron, as an event for the page in browser
// mode (core.ts chooses). Plain Node with an injectable clock, so tests drive time themselves.
// Its latest results per organisation feed the tray (electron/tray/).
import type {
  HealthNotification,
  HealthWatchInterval,
} from '../../preload/contract/health-watch.ts';
import { evaluatePoll, type CheckSnapshot, type RulesState } from './notification-rules.ts';

export interface WatchedOrg {
  id: string;
  name: string;
  /** 0 (or absent): not watched. */
  minutes: HealthWatchInterval | undefined;
}

export type FetchOutcome =
  | { kind: 'ok'; checks: CheckSnapshot[] }
  /** Not signed in (or the sign-in expired): nothing is polled until it is signed in again. */
  | { kind: 'signed-out' }
  | { kind: 'offline'; message: string };

export type OrgHealthState = 'pending' | 'ok' | 'signed-out' | 'offline';

/** What the watch knows of an organisation, for the tray. */
export interface OrgHealth {
  orgId: string;
  name: string;
  minutes: number;
  state: OrgHealthState;
  /** Unhealthy checks at the last successful poll, by name. */
  unhealthy: { id: string; name: string }[];
  checkedAt: number | null;
}

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => {
    const handle = setTimeout(run, ms);
    handle.unref(); // a pending poll never keeps the process alive
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface HealthWatchOptions {
  listOrgs: () => WatchedOrg[];
  fetchChecks: (orgId: string) => Promise<FetchOutcome>;
  deliver: (notification: HealthNotification) => void;
  clock?: Clock;
  log?: (message: string, error?: unknown) => void;
}

export interface PollResult {
  polled: boolean;
  baseline: boolean;
  notified: number;
}

export interface HealthWatch {
  /** Re-reads the organisations: starts, re-times or stops each one's polls. */
  sync(): void;
  /** Polls now (after a poll in flight), and keeps the interval from here. */
  pollNow(orgId: string): Promise<PollResult>;
  /** The latest results, in the organisations' order. */
  snapshot(): OrgHealth[];
  onChange(listener: () => void): () => void;
  close(): void;
}

interface Watched {
  org: WatchedOrg;
  minutes: number;
  rules: RulesState | null;
  timer: unknown;
  inFlight: Promise<PollResult> | null;
  health: OrgHealth;
  closed: boolean;
}

const notPolled = (): PollResult => ({ polled: false, baseline: false, notified: 0 });

/** The checks, or why there are none: a failed fetch counts as offline. */
async function fetchOutcome(options: HealthWatchOptions, orgId: string): Promise<FetchOutcome> {
  try {
    return await options.fetchChecks(orgId);
  } catch (error) {
    return {
      kind: 'offline',
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

/** A poll's outcome through the notification rules: the entry's new state, and what is shown. */
function recordOutcome(
  entry: Watched,
  outcome: FetchOutcome,
  now: number,
  deliver: (notification: HealthNotification) => void,
): PollResult {
  if (outcome.kind !== 'ok') {
    // Signed out: the next poll after a sign-in is a baseline again, so what turned meanwhile
    // (seen by nobody) does not arrive as a burst. Offline keeps the state: a poll after the
    // outage compares with the last one seen.
    if (outcome.kind === 'signed-out') entry.rules = null;
    entry.health = { ...entry.health, state: outcome.kind };
    return notPolled();
  }
  const result = evaluatePoll(entry.rules, {
    orgId: entry.org.id,
    orgName: entry.org.name,
    checks: outcome.checks,
    now,
  });
  entry.rules = result.state;
  entry.health = {
    ...entry.health,
    state: 'ok',
    checkedAt: now,
    unhealthy: outcome.checks
      .filter((check) => check.health === 'unhealthy')
      .map(({ id, name }) => ({ id, name })),
  };
  for (const notification of result.notifications) deliver(notification);
  return { polled: true, baseline: result.baseline, notified: result.notifications.length };
}

function newWatched(org: WatchedOrg, minutes: number): Watched {
  return {
    org,
    minutes,
    rules: null,
    timer: null,
    inFlight: null,
    closed: false,
    health: {
      orgId: org.id,
      name: org.name,
      minutes,
      state: 'pending',
      unhealthy: [],
      checkedAt: null,
    },
  };
}

function stopWatched(entry: Watched, clock: Clock): void {
  entry.closed = true;
  if (entry.timer !== null) clock.clearTimeout(entry.timer);
  entry.timer = null;
}

/**
 * Starts, re-times or stops each organisation's polls to match `orgs`; true when anything the
 * snapshot shows changed.
 */
function syncWatched(
  watched: Map<string, Watched>,
  orgs: readonly WatchedOrg[],
  clock: Clock,
  schedule: (entry: Watched, ms: number) => void,
): boolean {
  let any = false;
  for (const [id, entry] of watched) {
    const org = orgs.find((o) => o.id === id);
    if (!org || !org.minutes) {
      stopWatched(entry, clock);
      watched.delete(id);
      any = true;
    }
  }
  for (const org of orgs) {
    if (!org.minutes) continue;
    const entry = watched.get(org.id);
    if (entry) {
      entry.org = org;
      entry.health = { ...entry.health, name: org.name, minutes: org.minutes };
      if (entry.minutes !== org.minutes) {
        entry.minutes = org.minutes;
        if (!entry.inFlight) schedule(entry, org.minutes * 60_000);
        any = true;
      }
      continue;
    }
    const created = newWatched(org, org.minutes);
    watched.set(org.id, created);
    // The baseline at once: the first real comparison is one interval away.
    schedule(created, 0);
    any = true;
  }
  return any;
}

function notifyListeners(
  listeners: ReadonlySet<() => void>,
  log: (message: string, error?: unknown) => void,
): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      log('a health-watch listener failed', error);
    }
  }
}

export function createHealthWatch(options: HealthWatchOptions): HealthWatch {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? (() => undefined);
  const watched = new Map<string, Watched>();
  const listeners = new Set<() => void>();
  let order: string[] = [];
  let closed = false;

  const changed = () => notifyListeners(listeners, log);

  function schedule(entry: Watched, ms: number): void {
    if (entry.timer !== null) clock.clearTimeout(entry.timer);
    entry.timer = clock.setTimeout(() => {
      entry.timer = null;
      void poll(entry);
    }, ms);
  }

  async function runPoll(entry: Watched): Promise<PollResult> {
    const outcome = await fetchOutcome(options, entry.org.id);
    if (entry.closed) return notPolled();
    return recordOutcome(entry, outcome, clock.now(), (notification) => {
      try {
        options.deliver(notification);
      } catch (error) {
        log(`a notification of ${entry.org.id} could not be shown`, error);
      }
    });
  }

  function poll(entry: Watched): Promise<PollResult> {
    if (entry.inFlight) return entry.inFlight;
    if (entry.timer !== null) {
      clock.clearTimeout(entry.timer);
      entry.timer = null;
    }
    const running = runPoll(entry).finally(() => {
      entry.inFlight = null;
      if (!entry.closed) schedule(entry, entry.minutes * 60_000);
      changed();
    });
    entry.inFlight = running;
    return running;
  }

  function sync(): void {
    if (closed) return;
    const orgs = options.listOrgs();
    order = orgs.map((org) => org.id);
    if (syncWatched(watched, orgs, clock, schedule)) changed();
  }

  return {
    sync,
    async pollNow(orgId) {
      const entry = watched.get(orgId);
      if (!entry) return notPolled();
      if (entry.inFlight) await entry.inFlight.catch(() => undefined);
      return poll(entry);
    },
    snapshot() {
      return order
        .map((id) => watched.get(id)?.health)
        .filter((health): health is OrgHealth => health !== undefined);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      for (const entry of watched.values()) stopWatched(entry, clock);
      watched.clear();
      listeners.clear();
    },
  };
}
