// 'Create new token' (spec 5-access §2.6): the kit fields of token-form.ts and, below them, the
// token's effective permissions as the grid now sets them.
import { FormDialog } from '../form-kit/FormDialog.tsx';
import type { FieldDef } from '../form-kit/field.ts';
import type { SaveMutation } from '../modal/EditDialog.tsx';
import { useFormState } from '../../lib/form/useFormState.ts';
import {
  gridOf,
  initialTokenValues,
  TOKEN_FIELDS,
  tokenCascade,
  validateToken,
  type TokenFormValues,
} from './token-form.ts';
import { EffectiveAccess } from './EffectiveAccess.tsx';
import './access-token.css';

export function CreateTokenDialog(props: {
  save: SaveMutation<TokenFormValues>;
  onClose: () => void;
}) {
  const form = useFormState(initialTokenValues(), validateToken);
  const preview: FieldDef = {
    id: 'effective',
    label: 'Effective permissions',
    kind: 'custom',
    wide: true,
    render: () => <EffectiveAccess grid={gridOf(form.values)} />,
  };
  return (
    <FormDialog
      title="Create new token"
      size="large"
      writable
      form={form}
      save={props.save}
      saveText="Create Token"
      savingText="Creating..."
      onClose={props.onClose}
      fields={[...TOKEN_FIELDS, preview]}
      cascade={tokenCascade}
      idPrefix="token"
      layout="stack"
      className="mcd-token-form"
    />
  );
}
