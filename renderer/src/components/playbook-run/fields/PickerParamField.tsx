// `team`, `people`, `component`, `config` and `check` parameters: the id of a row chosen from the
// backend (PostgREST), narrowed by `properties.filter`, on the kit's search picker.
import { playbookPickerQuery } from '../../../api/services/playbooks.ts';
import type { PickerFilter, PickerKind } from '../../../api/services/playbooks.types.ts';
import { SearchPicker } from '../../dropdown/SearchPicker.tsx';

export function PickerParamField(props: {
  orgId: string;
  picker: { label: string; kind: PickerKind; filter: PickerFilter };
  value: string;
  onChange: (value: string) => void;
}) {
  const { orgId, picker } = props;
  return (
    <SearchPicker
      query={(term) => playbookPickerQuery(orgId, picker.kind, picker.filter, term)}
      label={picker.label}
      what={picker.kind === 'people' ? 'people' : `${picker.kind}s`}
      value={props.value}
      placeholder={`Select a ${picker.kind === 'people' ? 'person' : picker.kind}…`}
      loadingText="Loading…"
      onChange={(id) => props.onChange(id)}
    />
  );
}
