// A playbook's parameters as form kit fields (spec 1 §3): checkbox a toggle, code an editor (or a
// text area for a language with nothing to parse), multiline text a text area; lists, pickers and
// formatted text draw their own input. Each field's group carries the parameter's name as a class.
import { dropdownField } from '../form-kit/dropdown-field.tsx';
import { customTextField } from '../form-kit/custom-text-field.ts';
import type { FieldDef } from '../form-kit/field.ts';
import { validateParam } from './param-validation.ts';
import type { ParamSpec } from './playbook-params.ts';
import { ConfigsParamField } from './fields/ConfigsParamField.tsx';
import { PickerParamField } from './fields/PickerParamField.tsx';
import { TextParamField } from './fields/TextParamField.tsx';

/** A class naming the parameter, so a form group can be found by its parameter's name. */
export const paramClass = (name: string) => `mc-playbook-param-${name.replace(/[^\w-]/g, '_')}`;

export interface ParamFieldContext {
  orgId: string;
  onInputError: (name: string, message: string | undefined) => void;
}

export function paramField(spec: ParamSpec, context: ParamFieldContext): FieldDef {
  const base = {
    id: spec.name,
    label: spec.label,
    required: spec.required,
    help: spec.description,
    className: `mc-playbook-param ${paramClass(spec.name)}`,
    validate: (value: unknown) => validateParam(spec, typeof value === 'string' ? value : ''),
  };
  const custom = (render: Parameters<typeof customTextField>[1]) => customTextField(base, render);
  switch (spec.family) {
    case 'checkbox':
      return { ...base, kind: 'toggle' };
    case 'code':
      return spec.language === null
        ? { ...base, kind: 'textarea', multiline: true }
        : { ...base, kind: 'code', language: spec.language, size: spec.size };
    case 'list':
      return dropdownField(base, { options: spec.options });
    case 'picker':
      return custom((value, input) => (
        <PickerParamField
          orgId={context.orgId}
          picker={spec}
          value={value}
          onChange={input.onChange}
        />
      ));
    case 'configs':
      return custom((value, input) => (
        <ConfigsParamField
          orgId={context.orgId}
          label={spec.label}
          filters={spec.filters}
          value={value}
          onChange={input.onChange}
        />
      ));
    case 'text':
      if (spec.multiline) return { ...base, kind: 'textarea' };
      return custom((value, input) => (
        <TextParamField
          {...input}
          spec={spec}
          value={value}
          onInputError={(message) => context.onInputError(spec.name, message)}
        />
      ));
  }
}
