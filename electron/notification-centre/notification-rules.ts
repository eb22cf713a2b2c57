// Per-organisation rules of the notification centre (issue 36 item 2), pure: which kinds notify,
// the incident severity floor, quiet hours (local time, may cross midnight) and OS notifications
// on or off. An entry the rules let through is always recorded in the history; quiet hours and
// "OS notifications off" only hold back the OS notification / toast.
import {
  DEFAULT_NOTIFICATION_RULES,
  SEVERITIES,
  type NotificationKind,
  type NotificationRules,
  type Severity,
} from '../../preload/contract/notification-rules.ts';

export type { NotificationRules };
export const DEFAULT_RULES = DEFAULT_NOTIFICATION_RULES;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of `HH:MM`; null when it is not one. */
export function minutesOf(time: string): number | null {
  const match = HHMM.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Is `at` (local time) inside quiet hours [from, to)? Crosses midnight when from > to. */
export function inQuietHours(quiet: NotificationRules['quietHours'], at: Date): boolean {
  if (!quiet) return false;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === null || to === null || from === to) return false;
  const now = at.getHours() * 60 + at.getMinutes();
  return from < to ? now >= from && now < to : now >= from || now < to;
}

export function atOrAbove(severity: Severity, floor: Severity): boolean {
  return SEVERITIES.indexOf(severity) >= SEVERITIES.indexOf(floor);
}

export type Decision = { record: false } | { record: true; show: boolean };

/** What happens to a notification of `kind` (and `severity`, for incidents) at `at`. */
export function decide(
  rules: NotificationRules,
  kind: NotificationKind,
  severity: Severity | null,
  at: Date,
): Decision {
  if (!rules.kinds[kind]) return { record: false };
  if (kind === 'incident' && (severity === null || !atOrAbove(severity, rules.severityFloor)))
    return { record: false };
  return { record: true, show: rules.osNotifications && !inQuietHours(rules.quietHours, at) };
}
