// A playbook's parameters as form kit fields (spec 1 §3): checkbox a toggle, code an editor (or a
// text area for a language with nothing to parse), multiline text a text area; lists, pickers and
// formatted text draw their own input. Each field's group carries the parameter's name as a class.
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import type { CustomFieldInput, FieldDef } from '../../../components/form-kit/field.ts';
import type { ParamSpec } from '../playbook-params.ts';
import { PickerParamField } from './fields/PickerParamField.tsx';
import { TextParamField } from './fields/TextParamField.tsx';

/** A class naming the parameter, so a form group can be found by its parameter's name. */
export const paramClass = (name: string) => `mc-playbook-param-${name.replace(/[^\w-]/g, '_')}`;

export interface ParamFieldContext {
  orgId: string;
  onInputError: (name: string, message: string | undefined) => void;
}

const text = (input: CustomFieldInput) => (typeof input.value === 'string' ? input.value : '');

export function paramField(spec: ParamSpec, context: ParamFieldContext): FieldDef {
  const base = {
    id: spec.name,
    label: spec.label,
    required: spec.required,
    help: spec.description,
    className: `mc-playbook-param ${paramClass(spec.name)}`,
  };
  switch (spec.family) {
    case 'checkbox':
      return { ...base, kind: 'toggle' };
    case 'code':
      return spec.language === null
        ? { ...base, kind: 'textarea', multiline: true }
        : { ...base, kind: 'code', language: spec.language, size: spec.size };
    case 'list':
      return {
        ...base,
        kind: 'custom',
        render: (input) => (
          <Dropdown
            aria-label={spec.label}
            options={spec.options}
            value={text(input)}
            onChange={input.onChange}
            fill
          />
        ),
      };
    case 'picker':
      return {
        ...base,
        kind: 'custom',
        render: (input) => (
          <PickerParamField
            orgId={context.orgId}
            spec={spec}
            value={text(input)}
            onChange={input.onChange}
          />
        ),
      };
    case 'text':
      if (spec.multiline) return { ...base, kind: 'textarea' };
      return {
        ...base,
        kind: 'custom',
        render: (input) => (
          <TextParamField
            orgId={context.orgId}
            spec={spec}
            value={text(input)}
            error={input.error}
            onChange={input.onChange}
            onTouch={input.onBlur}
            onInputError={(message) => context.onInputError(spec.name, message)}
          />
        ),
      };
  }
}
