// The production guard for one action sent to several organisations (issue 36 item 4): ONE
// confirmation, before anything is sent, that names every production organisation the action
// touches and asks for each one's name to be typed (the rule of production-guard.ts, once per
// production organisation); the others it reaches are named too.
import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Tag,
} from '@blueprintjs/core';
import type { Org } from '../../../../preload/contract/orgs.ts';
import {
  ACTION_TITLES,
  confirmationMatches,
  guardedTargetLine,
  isProductionOrg,
  typedConfirmPrompt,
  type GuardedAction,
} from '../guard/production-guard.ts';
import '../guard/GuardedAlert.css';
import './across-cards.css';

type Touched = Pick<Org, 'id' | 'name' | 'environment' | 'colour'>;

/** The production organisations among those an action touches (none: it goes without asking). */
export const productionOrgs = <O extends Pick<Org, 'environment'>>(orgs: readonly O[]) =>
  orgs.filter((org) => isProductionOrg(org));

export function ProductionAcrossConfirm(props: {
  /** Every organisation the action reaches; open while not null. */
  orgs: readonly Touched[] | null;
  action: GuardedAction;
  target: string;
  confirmText: string;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog
      isOpen={props.orgs !== null}
      onClose={props.onCancel}
      title={ACTION_TITLES[props.action]}
      icon="warning-sign"
      className="mcd-typed-confirm"
      canOutsideClickClose={false}
    >
      {props.orgs && <ConfirmBody {...props} orgs={props.orgs} />}
    </Dialog>
  );
}

/** Mounted while open, so each opening starts with empty inputs. */
function ConfirmBody(
  props: Parameters<typeof ProductionAcrossConfirm>[0] & { orgs: readonly Touched[] },
) {
  const production = productionOrgs(props.orgs);
  const others = props.orgs.filter((org) => !isProductionOrg(org));
  const [typed, setTyped] = useState<Record<string, string>>({});
  const matches = production.every((org) => confirmationMatches(typed[org.id] ?? '', org.name));
  const count = props.orgs.length;
  return (
    <form
      aria-label="Typed confirmation"
      onSubmit={(event) => {
        event.preventDefault();
        if (matches) props.onConfirm();
      }}
    >
      <DialogBody>
        <ul className="mcd-across-confirm-orgs" aria-label="Production organisations">
          {production.map((org) => (
            <li
              key={org.id}
              className="mcd-typed-confirm-org"
              style={{ borderLeftColor: org.colour }}
            >
              <Tag intent="danger" icon="warning-sign" minimal={false}>
                Production
              </Tag>
              <strong>{org.name}</strong>
            </li>
          ))}
        </ul>
        <p className="mcd-typed-confirm-target">
          {guardedTargetLine(props.action, props.target)} in {count}{' '}
          {count === 1 ? 'organisation' : 'organisations'}
          {others.length > 0 && `, also in ${others.map((org) => org.name).join(', ')}`}
        </p>
        {props.children && <div className="mcd-typed-confirm-question">{props.children}</div>}
        {production.map((org, i) => (
          <FormGroup
            key={org.id}
            label={
              <>
                Type <strong className="mcd-typed-confirm-name">{org.name}</strong> to confirm
              </>
            }
            labelFor={`mcd-across-confirm-${i}`}
            helperText={
              (typed[org.id] ?? '').trim() !== '' &&
              !confirmationMatches(typed[org.id] ?? '', org.name)
                ? 'Does not match the organisation name yet.'
                : undefined
            }
          >
            <InputGroup
              id={`mcd-across-confirm-${i}`}
              aria-label={typedConfirmPrompt(org.name.trim())}
              autoFocus={i === 0}
              autoComplete="off"
              spellCheck={false}
              value={typed[org.id] ?? ''}
              onValueChange={(value) => setTyped((prev) => ({ ...prev, [org.id]: value }))}
            />
          </FormGroup>
        ))}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={props.onCancel} />
            <Button type="submit" intent="danger" text={props.confirmText} disabled={!matches} />
          </>
        }
      />
    </form>
  );
}
