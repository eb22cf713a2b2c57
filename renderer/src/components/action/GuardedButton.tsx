// The one button for a write action (issue 37 "Build" 3): not rendered without the permission
// (spec 1 §6), disabled with the reason while the organisation is offline, a plain confirmation
// naming the target when `confirm` is given, the production organisation's typed name when
// `guard` is given, and disabled (spinner or `pendingText`) while the action runs. A `local`
// action (it changes this install only) stays enabled offline. Usage:
//   <GuardedButton text="Delete" resource="notification" intent="danger"
//     confirm={{ title: 'Delete rule', body: `Delete the rule ${rule.name}?`, confirmText: 'Delete' }}
//     guard={{ action: 'delete', target: rule.name }} pending={remove.isPending}
//     onClick={() => remove.mutate()} />
// The rules live in guarded-button-model.ts; GuardedMenuItem is the row-menu variant, and
// useConfirmation the same questions for an action without a button (a list's row action).
import { useState, type ReactNode } from 'react';
import { Alert, Button, Classes, MenuItem, Tooltip, type ButtonProps } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useSubject } from '../../lib/permissions/PermissionsProvider.tsx';
import { can, type Resource } from '../../lib/permissions/permissions.ts';
import { useRunning } from '../../lib/hooks/useRunning.ts';
import { useOfflineGuard } from '../../session/offline/hooks.ts';
import { useCurrentOrgOrNull } from '../../session/org-context.tsx';
import { GuardedAlert } from '../guard/GuardedAlert.tsx';
import {
  buttonView,
  planClick,
  type ButtonView,
  type ClickPlan,
  type Confirmation,
} from './guarded-button-model.ts';
import './GuardedButton.css';

export interface GuardOptions extends Confirmation {
  /** Write on this resource is needed; without it nothing is rendered. Omit when no check applies. */
  resource?: Resource;
  /** It changes this install only (removing an organisation, editing its address): it works offline. */
  local?: boolean;
  /** The action runs (a mutation's isPending); a returned promise counts too. */
  pending?: boolean;
  pendingText?: string;
  disabled?: boolean;
  disabledReason?: string;
  /** Runs once confirmed; a submit button may leave it out. */
  onClick?: () => unknown;
  /**
   * The click stays with the button (a button in a clickable table row), and so do the clicks and
   * keys of its confirmation: they do not reach the row either.
   */
  stopPropagation?: boolean;
}

export type GuardedButtonProps = GuardOptions &
  Omit<ButtonProps, 'onClick' | 'disabled' | 'loading' | 'text'> & { text?: string };

interface Asking {
  plan: Extract<ClickPlan, { kind: 'ask' }>;
  what: Confirmation;
  go: () => void;
}

/**
 * The one confirmation of the kit: `ask` runs `go` at once when nothing is to be asked (see
 * planClick), else opens the dialog and runs it once confirmed, answering true. Render `dialog`.
 */
export function useConfirmation(): {
  ask: (what: Confirmation, go: () => void) => boolean;
  dialog: ReactNode;
} {
  const current = useCurrentOrgOrNull();
  const [asking, setAsking] = useState<Asking | null>(null);
  const ask = (what: Confirmation, go: () => void) => {
    const plan = planClick(what.org === undefined ? current?.org : what.org, what);
    if (plan.kind === 'go') {
      go();
      return false;
    }
    setAsking({ plan, what, go });
    return true;
  };
  const dialog = (
    <GuardedDialog
      asking={asking}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        setAsking(null);
        asking?.go();
      }}
    />
  );
  return { ask, dialog };
}

interface Guarded {
  view: ButtonView;
  /** Runs the click plan: at once, or after the dialog. */
  click: (event?: { preventDefault: () => void }) => void;
  dialog: ReactNode;
}

function useGuarded(options: GuardOptions & { text?: string }): Guarded {
  const subject = useSubject();
  const { offline, reason } = useOfflineGuard();
  const { running, run } = useRunning();
  const { ask, dialog } = useConfirmation();
  const allowed =
    options.resource === undefined || (subject !== null && can(subject, 'write', options.resource));
  const view = buttonView({
    allowed,
    offline,
    offlineReason: reason,
    local: options.local,
    pending: options.pending === true || running,
    disabled: options.disabled,
    disabledReason: options.disabledReason,
    text: options.text,
    pendingText: options.pendingText,
  });
  // A returned promise is pending until it settles; its failure is the caller's to report.
  const go = () => run(() => options.onClick?.());
  // A submit button that asks first submits nothing; once confirmed, onClick does the work.
  const click = (event?: { preventDefault: () => void }) => {
    if (ask(options, go)) event?.preventDefault();
  };
  return { view, click, dialog };
}

function GuardedDialog(props: {
  asking: Asking | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const plan = props.asking?.plan ?? null;
  const what = props.asking?.what;
  const question = typeof plan?.question === 'string' ? <p>{plan.question}</p> : plan?.question;
  if (plan?.typedName && what?.guard)
    return (
      <GuardedAlert
        isOpen
        action={what.guard.action}
        target={what.guard.target}
        org={what.org}
        intent="danger"
        confirmButtonText={plan.confirmText}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      >
        {plan.question}
      </GuardedAlert>
    );
  return (
    <Alert
      isOpen={plan !== null}
      intent={plan?.look?.intent ?? 'danger'}
      icon={plan?.look?.icon ?? 'trash'}
      confirmButtonText={plan?.confirmText ?? ''}
      cancelButtonText="Cancel"
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      {plan?.title && <h4 className="mcd-confirm-title">{plan.title}</h4>}
      {question}
    </Alert>
  );
}

/** Explains a disabled control: a disabled button fires no pointer events, so a wrapper does. */
export function DisabledReason(props: {
  reason: string | null;
  offline: boolean;
  children: ReactNode;
  /** The wrapper's class instead of the offline or inline one (a block around a full-width select). */
  className?: string;
}) {
  if (!props.reason) return <>{props.children}</>;
  const className = props.offline ? 'mcd-offline-guard' : 'mcd-disabled-reason';
  return (
    <Tooltip content={props.reason} placement="top">
      <span className={props.className ?? className} tabIndex={0} aria-label={props.reason}>
        {props.children}
      </span>
    </Tooltip>
  );
}

export function GuardedButton(props: GuardedButtonProps) {
  // useGuarded reads the guard's options from the props; the rest goes to the button.
  const { view, click, dialog } = useGuarded(props);
  const {
    resource: _resource,
    local: _local,
    guard: _guard,
    confirm: _confirm,
    org: _org,
    pending: _pending,
    pendingText: _pendingText,
    disabled: _disabled,
    disabledReason: _disabledReason,
    onClick: _onClick,
    stopPropagation,
    text: _text,
    ...button
  } = props;
  if (view.kind === 'hidden') return null;
  return (
    <>
      <DisabledReason reason={view.reason} offline={view.offline}>
        <Button
          {...button}
          text={view.text}
          disabled={view.disabled}
          loading={view.loading}
          onClick={(event) => {
            if (stopPropagation) event.stopPropagation();
            click(event);
          }}
        />
      </DisabledReason>
      {stopPropagation ? (
        // The dialog is a portal: its events bubble through this span, not through the page.
        <span onClick={stop} onKeyDown={stop}>
          {dialog}
        </span>
      ) : (
        dialog
      )}
    </>
  );
}

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

export type GuardedMenuItemProps = Omit<GuardOptions, 'guard' | 'confirm' | 'org'> & {
  text: string;
  icon?: ButtonProps['icon'];
  intent?: ButtonProps['intent'];
};

/**
 * The row-menu variant: hidden without the permission, disabled offline with the reason. It asks
 * nothing itself: the menu closes on a click, so a confirmation lives on the page (a list row
 * action's `confirm`, or useConfirmation).
 */
export function GuardedMenuItem(props: GuardedMenuItemProps) {
  const { icon, intent, ...options } = props;
  const { view, click } = useGuarded(options);
  if (view.kind === 'hidden') return null;
  return (
    <MenuItem
      icon={icon}
      intent={intent}
      text={view.text}
      disabled={view.disabled}
      title={view.reason ?? undefined}
      onClick={() => click()}
    />
  );
}

/**
 * A link into a form that saves (Edit → the settings item): hidden without the permission, and
 * while offline a disabled button with the reason instead of the link.
 */
export function GuardedLink(props: { to: string; text: string; resource?: Resource }) {
  const { view } = useGuarded({ resource: props.resource, text: props.text });
  if (view.kind === 'hidden') return null;
  if (view.disabled)
    return (
      <DisabledReason reason={view.reason} offline={view.offline}>
        <Button variant="minimal" disabled text={props.text} />
      </DisabledReason>
    );
  return (
    <Link className={`${Classes.BUTTON} ${Classes.MINIMAL}`} to={props.to}>
      {props.text}
    </Link>
  );
}
