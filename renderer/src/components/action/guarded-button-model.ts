// The rules of the one guarded action button, as plain functions so they are tested without
// React: whether the button shows at all (permission, spec 1 §6: actions are shown only to those
// who may take them), whether it is disabled and why (offline, pending, the caller's own reason),
// and what a click does (go at once, ask a plain confirmation, or ask for the production
// organisation's name with a question that names the target). A local action (one that changes
// this install only) stays enabled offline.
import type { ReactNode } from 'react';
import type { IconName, Intent } from '@blueprintjs/core';
import type { Org } from '../../../../preload/contract/orgs.ts';
import {
  ACTION_TITLES,
  DEFAULT_CONFIRM,
  typedConfirmationFor,
  type GuardedAction,
} from '../guard/production-guard.ts';

/** A plain confirmation before a destructive action; `body` names the target. */
export interface ConfirmSpec {
  /** The heading above the question; none when the question stands alone (the spec's words). */
  title?: string;
  /** A string is one paragraph; a node brings its own (a name in bold, a second paragraph). */
  body: ReactNode;
  confirmText: string;
  /** Its icon and colour when the action is not a delete (trash, danger). */
  look?: { icon: IconName; intent: Intent };
}

/** The production guard for an action that cannot be taken back, and what it acts on. */
export interface ProductionGuard {
  action: GuardedAction;
  /** The name of what the action changes (a check, a playbook, a rule): named in the question. */
  target: string;
  /** The question when not the default one; it must name the target. */
  question?: string;
  confirmText?: string;
}

/** What is asked before an action: `confirm` in any organisation, `guard` in production only. */
export interface Confirmation {
  guard?: ProductionGuard;
  confirm?: ConfirmSpec;
  /** The organisation acted on, when not the window's own (removing another organisation). */
  org?: Pick<Org, 'environment' | 'name' | 'colour'> | null;
}

export interface ButtonInput {
  /** The user holds the permission the action needs. */
  allowed: boolean;
  offline: boolean;
  offlineReason: string | null;
  /** It changes this install only (removing an organisation from it): offline does not matter. */
  local?: boolean;
  pending: boolean;
  /** The caller's own reason to disable (an invalid form, nothing chosen). */
  disabled?: boolean;
  disabledReason?: string;
  /** None for an icon button (its aria-label names it). */
  text?: string;
  /** Shown while pending ('Saving'); without it the button shows a spinner. */
  pendingText?: string;
}

export type ButtonView =
  | { kind: 'hidden' }
  | {
      kind: 'shown';
      disabled: boolean;
      /** Why it is disabled, for the tooltip; null when it says nothing. */
      reason: string | null;
      offline: boolean;
      loading: boolean;
      text: string | undefined;
    };

export function buttonView(input: ButtonInput): ButtonView {
  if (!input.allowed) return { kind: 'hidden' };
  const pendingText = input.pending ? input.pendingText : undefined;
  const shown = {
    kind: 'shown' as const,
    offline: false,
    loading: input.pending && pendingText === undefined,
    text: pendingText ?? input.text,
  };
  if (input.offline && !input.local)
    return { ...shown, offline: true, disabled: true, reason: input.offlineReason };
  if (input.pending) return { ...shown, disabled: true, reason: null };
  if (input.disabled) return { ...shown, disabled: true, reason: input.disabledReason ?? null };
  return { ...shown, disabled: false, reason: null };
}

export type ClickPlan =
  | { kind: 'go' }
  | {
      kind: 'ask';
      /** The organisation's name to type (production), or null for a plain question. */
      typedName: string | null;
      title: string | undefined;
      question: ReactNode;
      confirmText: string;
      look?: ConfirmSpec['look'];
    };

const DEFAULT_QUESTION: Record<GuardedAction, (target: string) => string> = {
  delete: (target) => `Delete ${target}?`,
  'run-playbook': (target) => `Run the playbook ${target}?`,
  'run-now': (target) => `Run the check ${target} now?`,
  bulk: (target) => `Change ${target}?`,
};

/** What a click does in `org`: a production-guarded action asks for the name first. */
export function planClick(
  org: Pick<Org, 'environment' | 'name'> | null | undefined,
  what: Omit<Confirmation, 'org'>,
): ClickPlan {
  const { guard, confirm } = what;
  const typedName = guard ? typedConfirmationFor(org, guard.action) : null;
  if (guard && typedName !== null)
    return {
      kind: 'ask',
      typedName,
      title: ACTION_TITLES[guard.action],
      question: confirm?.body ?? guard.question ?? DEFAULT_QUESTION[guard.action](guard.target),
      confirmText: confirm?.confirmText ?? guard.confirmText ?? DEFAULT_CONFIRM[guard.action],
    };
  if (confirm)
    return {
      kind: 'ask',
      typedName: null,
      title: confirm.title,
      question: confirm.body,
      confirmText: confirm.confirmText,
      look: confirm.look,
    };
  return { kind: 'go' };
}

/** The confirmation before deleting one named item ('feature flag', 'high-cpu'). */
export function deleteConfirmation(kind: string, name: string): ConfirmSpec {
  return {
    title: `Delete ${kind}`,
    body: `Delete the ${kind} ${name}? This cannot be undone.`,
    confirmText: 'Delete',
  };
}

/**
 * A delete asked in the screen's own words (a spec's question, with no heading) in any
 * organisation, and in production after the organisation's name is typed, naming `target`.
 */
export function deleteQuestion(target: string, question: ReactNode): Confirmation {
  return {
    confirm: { body: question, confirmText: 'Delete' },
    guard: { action: 'delete', target },
  };
}
