// A resource's spec edited by type (spec 3 §2.3 "Resource editors"): a new resource starts at the
// family's type chooser; then a Form tab (the type's fields) and a Code tab (the YAML) edit the
// same text, so they round-trip. A spec whose type the form does not know, or that does not
// parse, opens in the Code tab; its Form tab still edits the family's own fields (the schedule,
// the icon). A chosen type's template is prefilled: choosing is not a change of the user's, so no
// message shows before a field is touched or a save tried.
import { useMemo, useState } from 'react';
import { Button, Callout, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { stringify as stringifyYaml } from 'yaml';
import type { CustomFieldInput } from '../../../components/form-kit/field.ts';
import { ChoiceGrid } from '../../../components/choice-grid/ChoiceGrid.tsx';
import { CodeEditor } from '../../../components/code-editor/CodeEditor.tsx';
import { mappingOf } from '../../../lib/text/mapping-text.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import {
  detectType,
  entryOf,
  newSpec,
  specLevelFields,
  withEntry,
  type SpecFamily,
  type SpecObject,
  type SpecType,
} from './spec-model.ts';
import { StoredFields } from '../../../components/form-kit/StoredFields.tsx';
import './editors.css';

/** The kit's custom field input over the spec's YAML text (the chosen type's template prefilled). */
export function SpecTypeEditor(props: CustomFieldInput & { family: SpecFamily }) {
  const { family, onChange, disabled } = props;
  const value = typeof props.value === 'string' ? props.value : '';
  const prefill = props.prefill ?? onChange;
  const [chosen, setChosen] = useState<SpecType | null>(null);
  const spec = useMemo(() => mappingOf(value), [value]);
  const detected = spec ? detectType(family, spec) : undefined;
  const type = detected ?? chosen;
  const [tab, setTab] = useState<'form' | 'code'>(() => (type || !value.trim() ? 'form' : 'code'));

  if (!props.editing && value.trim() === '' && !chosen)
    return (
      <ChoiceGrid
        choices={family.types.map((t) => ({
          key: t.label,
          label: t.label,
          icon: <TypeIcon name={t.icon} size={18} fallback="code" />,
          type: t,
        }))}
        label={`${family.noun} type`}
        disabled={disabled}
        onChoose={({ type: next }) => {
          setChosen(next);
          setTab(next.key ? 'form' : 'code');
          prefill(stringifyYaml(newSpec(family, next)));
        }}
      />
    );

  return (
    <div className="mcd-spec-editor">
      <TypeHeading
        type={type}
        canChange={!props.editing && !disabled}
        onChange={() => {
          setChosen(null);
          onChange('');
        }}
      />
      <Tabs
        id="spec-editor"
        selectedTabId={tab}
        onChange={(next) => setTab(next as 'form' | 'code')}
      >
        <Tab
          id="form"
          title="Form"
          panel={
            <SpecForm
              family={family}
              spec={spec}
              type={type}
              disabled={disabled}
              showErrors={props.showErrors}
              onChange={onChange}
            />
          }
        />
        <Tab
          id="code"
          title="Code"
          panel={
            <CodeEditor
              aria-label="Spec"
              language="yaml"
              value={value}
              readOnly={disabled}
              size="spec"
              onChange={(text) => onChange(text)}
            />
          }
        />
      </Tabs>
    </div>
  );
}

/** The spec's type (or Custom), and 'Change type' back to the chooser for a new resource. */
function TypeHeading(props: { type: SpecType | null; canChange: boolean; onChange: () => void }) {
  const { type } = props;
  return (
    <div className="mcd-spec-editor-type">
      {type ? (
        <>
          <TypeIcon name={type.icon} size={18} fallback="code" />
          <strong>{type.label}</strong>
        </>
      ) : (
        <span>Custom</span>
      )}
      {props.canChange && (
        <Button variant="minimal" size="small" text="Change type" onClick={props.onChange} />
      )}
    </div>
  );
}

/** The Form tab: the family's spec-level fields, then the type's own. */
function SpecForm(props: {
  family: SpecFamily;
  spec: SpecObject | null;
  type: SpecType | null;
  disabled: boolean;
  showErrors: boolean;
  onChange: (text: string) => void;
}) {
  const { family, spec, type, disabled, showErrors, onChange } = props;
  if (spec === null)
    return (
      <Callout intent="warning">The spec does not parse as YAML: fix it in the Code tab.</Callout>
    );
  return (
    <>
      <StoredFields
        idPrefix="spec"
        fields={specLevelFields(family, type)}
        object={spec}
        disabled={disabled}
        showErrors={showErrors}
        onChange={(next) => onChange(stringifyYaml(next))}
      />
      {type?.key ? (
        <StoredFields
          idPrefix={type.key}
          fields={type.fields}
          object={entryOf(type, spec)}
          disabled={disabled}
          showErrors={showErrors}
          onChange={(entry) => onChange(stringifyYaml(withEntry(type, spec, entry)))}
        />
      ) : (
        <NonIdealState
          icon="code"
          title="Edited as code"
          description={`This ${family.noun.toLowerCase()}'s other fields have no form here: edit them in the Code tab.`}
        />
      )}
    </>
  );
}
