// The targets of a scope, controlled over their wire shape (scope-targets.ts): 'Add Target', one
// card per target (TargetCard), and the empty text. The scope form and the impersonation dialog
// (spec 5-access §2.3, 'Custom Targets') both use it; each checks the value with targetsError.
import { Button, Classes } from '@blueprintjs/core';
import { newTarget, type ScopeTarget } from './scope-targets.ts';
import { TargetCard } from './TargetCard.tsx';
import './ScopeTargetsEditor.css';

export const NO_TARGETS_TEXT = 'No targets defined. Click "Add Target" to create one.';

export interface ScopeTargetsEditorProps {
  value: readonly ScopeTarget[];
  onChange: (targets: ScopeTarget[]) => void;
  /** Read-only: no Add, no remove, disabled fields. */
  disabled?: boolean;
  /** A save was tried: each target shows what is wrong with it. */
  showErrors?: boolean;
  /** Prefix of the inputs' ids (one editor per form). */
  idPrefix?: string;
}

export function ScopeTargetsEditor(props: ScopeTargetsEditorProps) {
  const { value, onChange, disabled = false } = props;
  const replace = (index: number, target: ScopeTarget | null) =>
    onChange(value.flatMap((current, at) => (at !== index ? [current] : target ? [target] : [])));
  return (
    <div className="mcd-scope-targets">
      {value.length === 0 && (
        <p className={`mcd-scope-targets-empty ${Classes.TEXT_MUTED}`}>{NO_TARGETS_TEXT}</p>
      )}
      {value.map((target, index) => (
        <TargetCard
          // Targets have no id of their own; a removed one re-reads the cards after it.
          key={index}
          index={index}
          target={target}
          idPrefix={props.idPrefix ?? 'scope-target'}
          disabled={disabled}
          showErrors={props.showErrors ?? false}
          onChange={(next) => replace(index, next)}
          onRemove={() => replace(index, null)}
        />
      ))}
      {!disabled && (
        <Button
          icon="add"
          variant="outlined"
          text="Add Target"
          className="mcd-scope-targets-add"
          onClick={() => onChange([...value, newTarget()])}
        />
      )}
    </div>
  );
}
