// A drop-in for Blueprint's Alert before an action the production guard covers: in an
// organisation labelled production it asks for the organisation's name to be typed, and the
// confirm button stays disabled until the text matches; anywhere else it is the plain Alert.
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Tag,
  type IconName,
  type Intent,
} from '@blueprintjs/core';
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

export interface GuardedAlertProps {
  isOpen: boolean;
  /** An action outside GUARDED_ACTIONS keeps the plain Alert everywhere. */
  action: OrgAction;
  /** What the action changes (a check's, a playbook's, a flag's name): named in production. */
  target: string;
  /** The organisation acted on, when not the window's own (removing another organisation). */
  org?: Pick<Org, 'environment' | 'name' | 'colour'> | null;
  confirmButtonText: string;
  cancelButtonText?: string;
  intent?: Intent;
  icon?: IconName;
  loading?: boolean;
  canEscapeKeyCancel?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

export function GuardedAlert(props: GuardedAlertProps) {
  const current = useCurrentOrgOrNull();
  const org = props.org === undefined ? current?.org : props.org;
  const name = typedConfirmationFor(org, props.action);
  if (name === null) {
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
      isOpen={props.isOpen}
      onClose={props.onCancel}
      title={ACTION_TITLES[props.action]}
      icon={props.icon ?? 'warning-sign'}
      className="mcd-typed-confirm"
      canEscapeKeyClose={props.canEscapeKeyCancel ?? true}
      canOutsideClickClose={false}
    >
      {props.isOpen && <TypedConfirmBody {...props} name={name} colour={org?.colour} />}
    </Dialog>
  );
}

/** Mounted while open, so each opening starts with an empty input. */
export function TypedConfirmBody(
  props: GuardedAlertProps & { name: string; colour: string | undefined },
) {
  const [typed, setTyped] = useState('');
  const matches = confirmationMatches(typed, props.name);
  return (
    <form
      aria-label="Typed confirmation"
      onSubmit={(event) => {
        event.preventDefault();
        if (matches && !props.loading) props.onConfirm();
      }}
    >
      <DialogBody>
        <div
          className="mcd-typed-confirm-org"
          style={props.colour ? { borderLeftColor: props.colour } : undefined}
        >
          <Tag intent="danger" icon="warning-sign" minimal={false}>
            Production
          </Tag>
          <strong>{props.name}</strong>
        </div>
        <p className="mcd-typed-confirm-target">{guardedTargetLine(props.action, props.target)}</p>
        <div className="mcd-typed-confirm-question">{props.children}</div>
        <FormGroup
          label={
            <>
              Type <strong className="mcd-typed-confirm-name">{props.name}</strong> to confirm
            </>
          }
          labelFor="mcd-typed-confirm-input"
          helperText={
            typed.trim() !== '' && !matches
              ? 'Does not match the organisation name yet.'
              : undefined
          }
        >
          <InputGroup
            id="mcd-typed-confirm-input"
            aria-label={typedConfirmPrompt(props.name)}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onValueChange={setTyped}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={props.cancelButtonText ?? 'Cancel'} onClick={props.onCancel} />
            <Button
              type="submit"
              intent={props.intent ?? 'danger'}
              text={props.confirmButtonText}
              disabled={!matches}
              loading={props.loading}
            />
          </>
        }
      />
    </form>
  );
}
