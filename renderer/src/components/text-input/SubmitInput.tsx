// A text input that submits on Enter (spec 1 §2). It keeps its own draft so typing does not
// trigger the caller's work on every key; Escape restores the last submitted value.
import { InputGroup } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useFollowedState } from '../../lib/hooks/useFollowedState.ts';

export type SubmitInputProps = {
  value: string;
  onSubmit: (value: string) => void;
  placeholder?: string;
  'aria-label': string;
  icon?: IconName;
  fill?: boolean;
};

export function SubmitInput({
  value,
  onSubmit,
  placeholder,
  icon,
  fill,
  ...rest
}: SubmitInputProps) {
  // Follows outside changes (e.g. the URL was edited).
  const [draft, setDraft] = useFollowedState(value);
  return (
    <InputGroup
      aria-label={rest['aria-label']}
      type="search"
      leftIcon={icon}
      fill={fill}
      placeholder={placeholder}
      value={draft}
      onValueChange={setDraft}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit(draft.trim());
        if (event.key === 'Escape') setDraft(value);
      }}
    />
  );
}
