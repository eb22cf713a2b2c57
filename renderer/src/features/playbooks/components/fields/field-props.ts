// What every parameter field component receives: its spec, the current value (always a string, as
// the run request sends it), the message to show (only once the field was touched or a run was
// attempted) and the callbacks that report edits and local input problems to the form.
import { inputId } from '../../../../components/form-kit/field.ts';
import type { ParamSpec } from '../../playbook-params.ts';

export interface ParamFieldProps<S extends ParamSpec = ParamSpec> {
  orgId: string;
  spec: S;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** Marks the field touched (blur) without changing it. */
  onTouch: () => void;
  /**
   * Problems the value cannot express, such as text a browser number input rejects (its value
   * is then empty): undefined clears it.
   */
  onInputError: (message: string | undefined) => void;
}

export type SpecOf<F extends ParamSpec['family']> = Extract<ParamSpec, { family: F }>;

/** The input's id, as the form kit's field list names it (the run form's prefix). */
export const fieldId = (name: string) => inputId('playbook-param', name);
