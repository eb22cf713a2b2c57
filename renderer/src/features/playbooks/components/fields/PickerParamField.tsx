// `team`, `people`, `component`, `config` and `check` parameters: the id of a row chosen from the
// backend (PostgREST), narrowed by `properties.filter`, on the kit's search picker.
import { playbookPickerQuery } from '../../../../api/services/playbooks.ts';
import type { PickerKind } from '../../../../api/services/playbooks.types.ts';
import { SearchPicker } from '../../../../components/dropdown/SearchPicker.tsx';
import type { SpecOf } from './field-props.ts';

const PLACEHOLDER: Record<PickerKind, string> = {
  team: 'Select a team…',
  people: 'Select a person…',
  component: 'Select a component…',
  config: 'Select a config…',
  check: 'Select a check…',
};

export function PickerParamField(props: {
  orgId: string;
  spec: SpecOf<'picker'>;
  value: string;
  onChange: (value: string) => void;
}) {
  const { orgId, spec } = props;
  return (
    <SearchPicker
      query={(term) => playbookPickerQuery(orgId, spec.kind, spec.filter, term)}
      label={spec.label}
      what={spec.kind === 'people' ? 'people' : `${spec.kind}s`}
      value={props.value}
      placeholder={PLACEHOLDER[spec.kind]}
      loadingText="Loading…"
      onChange={(id) => props.onChange(id)}
    />
  );
}
