// When a poll of an organisation's checks notifies, and what it says. Pure: the poller
// (health-watch.ts) feeds it each poll's checks and keeps the state it returns.
//
// - The first poll is a baseline: checks already unhealthy then notify nothing.
// - A check notifies when it turns healthy → unhealthy between two polls; a check seen for the
//   first time, or one whose status is unknown, does not.
// - One event, one notification: each carries an id of its own, and a check that notified stays
//   quiet for FLAP_QUIET_MS however often it flaps in between.
// - More than SUMMARY_THRESHOLD checks turning in one poll make one summary notification instead.
import type { HealthNotification } from '../../preload/contract/health-watch.ts';

export const SUMMARY_THRESHOLD = 3;
export const FLAP_QUIET_MS = 15 * 60_000;

export type CheckHealth = 'healthy' | 'unhealthy' | 'unknown';

export interface CheckSnapshot {
  id: string;
  name: string;
  health: CheckHealth;
}

export interface RulesState {
  /** Each check's health at the last poll. */
  health: ReadonlyMap<string, CheckHealth>;
  /** When each check last notified (alone or in a summary). */
  notifiedAt: ReadonlyMap<string, number>;
}

export interface PollInput {
  orgId: string;
  orgName: string;
  checks: readonly CheckSnapshot[];
  now: number;
}

export interface PollOutcome {
  state: RulesState;
  baseline: boolean;
  notifications: HealthNotification[];
}

/** `healthy`, `unhealthy` or unknown, from the `checks.status` column. */
export function checkHealth(status: unknown): CheckHealth {
  if (status === 'healthy') return 'healthy';
  if (status === 'unhealthy') return 'unhealthy';
  return 'unknown';
}

const checkRoute = (checkId: string) => `/health?${new URLSearchParams({ checkId }).toString()}`;
/**
 * What a summary describes: the unhealthy checks, ungrouped, the latest to turn first, so the
 * ones it names head the list (Health has no filter by a set of ids).
 */
export const SUMMARY_ROUTE = `/health?${new URLSearchParams({
  hidePassing: 'true',
  groupBy: 'none',
  sortBy: 'transition',
  sortOrder: 'desc',
}).toString()}`;

export function evaluatePoll(previous: RulesState | null, input: PollInput): PollOutcome {
  const health = new Map(input.checks.map((check) => [check.id, check.health]));
  if (previous === null) {
    return { state: { health, notifiedAt: new Map() }, baseline: true, notifications: [] };
  }
  const notifiedAt = new Map(
    [...previous.notifiedAt].filter(([, at]) => input.now - at < FLAP_QUIET_MS),
  );
  const turned = input.checks.filter(
    (check) =>
      check.health === 'unhealthy' &&
      previous.health.get(check.id) === 'healthy' &&
      !notifiedAt.has(check.id),
  );
  for (const check of turned) notifiedAt.set(check.id, input.now);
  const state = { health, notifiedAt };
  if (turned.length === 0) return { state, baseline: false, notifications: [] };
  if (turned.length > SUMMARY_THRESHOLD) {
    const names = turned.slice(0, 3).map((check) => check.name);
    return {
      state,
      baseline: false,
      notifications: [
        {
          id: `${input.orgId}:summary:${input.now}`,
          orgId: input.orgId,
          title: `${turned.length} checks turned unhealthy in ${input.orgName}`,
          body: `${names.join(', ')} and ${turned.length - names.length} more`,
          route: SUMMARY_ROUTE,
          checkId: null,
        },
      ],
    };
  }
  return {
    state,
    baseline: false,
    notifications: turned.map((check) => ({
      id: `${input.orgId}:${check.id}:${input.now}`,
      orgId: input.orgId,
      title: `${check.name} is unhealthy`.slice(0, 300),
      body: `Check in ${input.orgName}`.slice(0, 1000),
      route: checkRoute(check.id),
      checkId: check.id,
    })),
  };
}
