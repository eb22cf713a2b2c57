// A drop-in for Blueprint's Alert before an action the production guard covers: in an
// organisation labelled production it asks for the organisation's name to be typed, and the
// confirm button stays disabled until the text matches; anywhere else it is the plain Alert.
// An action sent to several organisations at once (issue 36 item 4) asks once, before anything
// is sent: it names every production organisation it touches, one name to type for each, and the
// others it reaches too.
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  type IconName,
  type Intent,
} from '@blueprintjs/core';
import { Tag } from '../tag/Tag.tsx';
import type { Org } from '../../../../preload/contract/orgs.ts';
import { useCurrentOrgOrNull } from '../../session/org-context.tsx';
import {
  ACTION_TITLES,
  confirmationMatches,
  guardedTargetLine,
  typedConfirmationFor,
  typedConfirmPrompt,
  type OrgAction,
} from './production-guard.ts';
import './GuardedAlert.css';

type Reached = Pick<Org, 'environment' | 'name' | 'colour'> & { id?: string };

/** A production organisation whose name must be typed. */
interface Asked {
  key: string;
  name: string;
  colour: string | undefined;
}

/** The organisations of `reached` whose names must be typed before `action` goes to them. */
function askedOf(reached: readonly (Reached | null | undefined)[], action: OrgAction): Asked[] {
  return reached.flatMap((org, i) => {
    const name = typedConfirmationFor(org, action);
    return name === null ? [] : [{ key: org?.id ?? String(i), name, colour: org?.colour }];
  });
}

/** Whether sending `action` to `orgs` asks for a typed confirmation first. */
export const asksTypedConfirmation = (orgs: readonly Reached[], action: OrgAction) =>
  askedOf(orgs, action).length > 0;

export interface GuardedAlertProps {
  isOpen: boolean;
  /** An action outside GUARDED_ACTIONS keeps the plain Alert everywhere. */
  action: OrgAction;
  /** What the action changes (a check's, a playbook's, a flag's name): named in production. */
  target: string;
  /** The organisation acted on, when not the window's own (removing another organisation). */
  org?: Pick<Org, 'environment' | 'name' | 'colour'> | null;
  /** Every organisation the action reaches, when it goes to several at once. */
  orgs?: readonly Reached[];
  confirmButtonText: string;
  cancelButtonText?: string;
  intent?: Intent;
  icon?: IconName;
  loading?: boolean;
  canEscapeKeyCancel?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
  /** A button of the dialog's own between Cancel and the confirm (Disprove instead of Delete). */
  also?: ReactNode;
  /** The confirm stays disabled (what is deleted still has children). */
  confirmDisabled?: boolean;
  /** The heading of a question with `also` or `confirmDisabled`, which Blueprint's Alert lacks. */
  title?: string;
}

export function GuardedAlert(props: GuardedAlertProps) {
  const current = useCurrentOrgOrNull();
  const reached = props.orgs ?? [props.org === undefined ? current?.org : props.org];
  const asked = askedOf(reached, props.action);
  if (asked.length === 0 && (props.also || props.confirmDisabled !== undefined)) {
    return <ConfirmWithChoices {...props} />;
  }
  if (asked.length === 0) {
    return (
      <Alert
        isOpen={props.isOpen}
        intent={props.intent}
        icon={props.icon}
        loading={props.loading}
        canEscapeKeyCancel={props.canEscapeKeyCancel}
        confirmButtonText={props.confirmButtonText}
        cancelButtonText={props.cancelButtonText ?? 'Cancel'}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      >
        {props.children}
      </Alert>
    );
  }
  return (
    <Dialog
      {...questionDialog(props)}
      title={ACTION_TITLES[props.action]}
      icon={props.icon ?? 'warning-sign'}
      className="mcd-typed-confirm"
      canOutsideClickClose={false}
    >
      {props.isOpen && <TypedConfirmBody {...props} asked={asked} />}
    </Dialog>
  );
}

/** What the question's dialogs take of the Alert's props: open, and closed as Cancel (Escape too
 * unless `canEscapeKeyCancel` is false). */
const questionDialog = (props: GuardedAlertProps) => ({
  isOpen: props.isOpen,
  onClose: props.onCancel,
  canEscapeKeyClose: props.canEscapeKeyCancel ?? true,
});

/** The plain question as a dialog, for what the Alert cannot show: a button of its own, a disabled
 * confirm. */
function ConfirmWithChoices(props: GuardedAlertProps) {
  return (
    <Dialog {...questionDialog(props)} title={props.title} icon={props.icon}>
      <DialogBody>{props.children}</DialogBody>
      <DialogFooter actions={<ConfirmActions {...props} />} />
    </Dialog>
  );
}

/** Cancel, the dialog's own button, and the confirm (a submit in the typed confirmation's form). */
function ConfirmActions(props: GuardedAlertProps & { matches?: boolean }) {
  const typed = props.matches !== undefined;
  return (
    <>
      <Button text={props.cancelButtonText ?? 'Cancel'} onClick={props.onCancel} />
      {props.also}
      <Button
        type={typed ? 'submit' : 'button'}
        intent={props.intent ?? 'danger'}
        text={props.confirmButtonText}
        disabled={props.matches === false || props.confirmDisabled}
        loading={props.loading}
        onClick={typed ? undefined : props.onConfirm}
      />
    </>
  );
}

/** What the action does to its target, and where when it goes to several organisations. */
function targetLine(props: GuardedAlertProps, asked: readonly Asked[]): string {
  const line = guardedTargetLine(props.action, props.target);
  if (!props.orgs) return line;
  const count = props.orgs.length;
  const typed = new Set(asked.map((org) => org.key));
  const others = props.orgs.filter((org, i) => !typed.has(org.id ?? String(i)));
  const also = others.length > 0 ? `, also in ${others.map((org) => org.name).join(', ')}` : '';
  return `${line} in ${count} ${count === 1 ? 'organisation' : 'organisations'}${also}`;
}

/** Mounted while open, so each opening starts with empty inputs. */
export function TypedConfirmBody(props: GuardedAlertProps & { asked: readonly Asked[] }) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const typedFor = (org: Asked) => typed[org.key] ?? '';
  const matches = props.asked.every((org) => confirmationMatches(typedFor(org), org.name));
  return (
    <form
      aria-label="Typed confirmation"
      onSubmit={(event) => {
        event.preventDefault();
        if (matches && !props.loading && !props.confirmDisabled) props.onConfirm();
      }}
    >
      <DialogBody>
        <ul className="mcd-typed-confirm-orgs" aria-label="Production organisations">
          {props.asked.map((org) => (
            <li
              key={org.key}
              className="mcd-typed-confirm-org"
              style={org.colour ? { borderLeftColor: org.colour } : undefined}
            >
              <Tag intent="danger" icon="warning-sign" minimal={false}>
                Production
              </Tag>
              <strong>{org.name}</strong>
            </li>
          ))}
        </ul>
        <p className="mcd-typed-confirm-target">{targetLine(props, props.asked)}</p>
        {props.children && <div className="mcd-typed-confirm-question">{props.children}</div>}
        {props.asked.map((org, i) => (
          <FormGroup
            key={org.key}
            label={
              <>
                Type <strong className="mcd-typed-confirm-name">{org.name}</strong> to confirm
              </>
            }
            labelFor={`mcd-typed-confirm-${i}`}
            helperText={
              typedFor(org).trim() !== '' && !confirmationMatches(typedFor(org), org.name)
                ? 'Does not match the organisation name yet.'
                : undefined
            }
          >
            <InputGroup
              id={`mcd-typed-confirm-${i}`}
              aria-label={typedConfirmPrompt(org.name)}
              autoFocus={i === 0}
              autoComplete="off"
              spellCheck={false}
              value={typedFor(org)}
              onValueChange={(value) => setTyped((prev) => ({ ...prev, [org.key]: value }))}
            />
          </FormGroup>
        ))}
      </DialogBody>
      <DialogFooter actions={<ConfirmActions {...props} matches={matches} />} />
    </form>
  );
}
