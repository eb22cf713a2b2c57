// `code` parameters: yaml or json in the lazily loaded Monaco editor, which applies an edit only
// when it parses (spec 1 §5: invalid yaml/json is silently not applied). Other languages
// (`properties.language: markdown`, say) have nothing to parse and get a plain text area.
import { TextArea } from '@blueprintjs/core';
import { CodeEditor } from '../../../../components/code-editor/CodeEditor.tsx';
import type { ParamFieldProps, SpecOf } from './field-props.ts';
import { fieldId } from './field-props.ts';
import { ParamFormGroup } from './ParamFormGroup.tsx';

export function CodeParamField({
  spec,
  value,
  error,
  onChange,
  onTouch,
}: ParamFieldProps<SpecOf<'code'>>) {
  if (spec.language === null)
    return (
      <ParamFormGroup spec={spec} error={error}>
        <TextArea
          id={fieldId(spec.name)}
          fill
          rows={4}
          value={value}
          intent={error ? 'danger' : 'none'}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onTouch}
        />
      </ParamFormGroup>
    );
  return (
    <ParamFormGroup spec={spec} error={error} labelFor={false}>
      <CodeEditor
        aria-label={spec.label}
        language={spec.language}
        size={spec.size}
        value={value}
        onChange={(text) => onChange(text)}
      />
    </ParamFormGroup>
  );
}
