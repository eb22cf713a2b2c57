// The wrong-organisation guard's rules: in an organisation labelled production, the actions that
// cannot be taken back (deleting, running a playbook, Run Now, bulk actions) go only once the user
// has typed the organisation's name. Elsewhere they behave as they always did. Plain functions, so
// the rules are tested without React.
import type { Org } from '../../../../preload/contract/orgs.ts';

/** Every action the guard knows; the ones in GUARDED_ACTIONS ask for the typed name. */
export const ORG_ACTIONS = [
  'delete',
  'run-playbook',
  'run-now',
  'bulk',
  'create',
  'update',
  'approve',
  'cancel-run',
] as const;
export type OrgAction = (typeof ORG_ACTIONS)[number];

export const GUARDED_ACTIONS: readonly OrgAction[] = ['delete', 'run-playbook', 'run-now', 'bulk'];
export type GuardedAction = 'delete' | 'run-playbook' | 'run-now' | 'bulk';

export function isProductionOrg(org: Pick<Org, 'environment'> | null | undefined): boolean {
  return org?.environment === 'production';
}

/**
 * The name to type before `action` goes in `org`, or null when it goes as today (not production,
 * or an action the guard leaves alone).
 */
export function typedConfirmationFor(
  org: Pick<Org, 'environment' | 'name'> | null | undefined,
  action: OrgAction,
): string | null {
  if (!org || !isProductionOrg(org) || !GUARDED_ACTIONS.includes(action)) return null;
  return org.name.trim();
}

/** Exactly the name, case and inner spaces included; only leading and trailing spaces are ignored. */
export function confirmationMatches(typed: string, name: string): boolean {
  const expected = name.trim();
  return expected !== '' && typed.trim() === expected;
}

/** The copy above the input. */
export const typedConfirmPrompt = (name: string) => `Type ${name} to confirm`;

/** The typed confirmation's title per action. */
export const ACTION_TITLES: Record<OrgAction, string> = {
  delete: 'Delete in production',
  'run-playbook': 'Run a playbook in production',
  'run-now': 'Run a check in production',
  bulk: 'Change many items in production',
  create: 'Create in production',
  update: 'Change in production',
  approve: 'Approve in production',
  'cancel-run': 'Cancel a run in production',
};

/** The confirm button's text when the caller gives none. */
export const DEFAULT_CONFIRM: Record<GuardedAction, string> = {
  delete: 'Delete',
  'run-playbook': 'Run',
  'run-now': 'Run Now',
  bulk: 'Apply',
};

/** How the typed confirmation names what the action changes, per action. */
const TARGET_LINES: Record<OrgAction, (target: string) => string> = {
  delete: (target) => `Deletes ${target}`,
  'run-playbook': (target) => `Runs the playbook ${target}`,
  'run-now': (target) => `Runs the check ${target}`,
  bulk: (target) => `Changes ${target}`,
  create: (target) => `Creates ${target}`,
  update: (target) => `Changes ${target}`,
  approve: (target) => `Approves ${target}`,
  'cancel-run': (target) => `Cancels ${target}`,
};

/**
 * The line of the typed confirmation that names what is about to change (issue 32, 17: the
 * question alone did not always say it). An empty target still says that something unnamed is
 * changed, rather than a bare verb.
 */
export function guardedTargetLine(action: OrgAction, target: string): string {
  const name = target.trim();
  return TARGET_LINES[action](name === '' ? 'an unnamed item' : name);
}
