// A subject or resource of a permission chosen from the server by name, on the kit's search
// picker. A role is named by its name; views and scopes by `namespace/name` (their selectors
// name them so); every other row by its id.
import {
  permissionPickerQuery,
  type PermissionPickerKind,
  type PermissionPickerRow,
} from '../../api/services/permissions.ts';
import { namedRowOption, SearchPicker } from '../../components/dropdown/SearchPicker.tsx';
import { useOrgId } from '../../session/org-context.tsx';

const BY_NAME: readonly PermissionPickerKind[] = ['role'];
const BY_PATH: readonly PermissionPickerKind[] = ['view', 'scope'];

function optionOf(kind: PermissionPickerKind) {
  return (row: PermissionPickerRow) => {
    const name = row.name ?? '';
    // A permission group is a group to whoever picks it.
    const type = row.type === 'permission_subject_group' ? 'group' : row.type;
    const label = { ...row, type, name: row.title || name };
    if (BY_NAME.includes(kind)) return namedRowOption(label, name);
    if (BY_PATH.includes(kind))
      return namedRowOption(label, row.namespace ? `${row.namespace}/${name}` : `/${name}`);
    return namedRowOption(label);
  };
}

export function PermissionPicker(props: {
  kind: PermissionPickerKind;
  label: string;
  value: string;
  valueLabel?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const orgId = useOrgId();
  const { kind } = props;
  return (
    <SearchPicker
      query={(term) => permissionPickerQuery(orgId, kind, term)}
      toOption={optionOf(kind)}
      label={props.label}
      value={props.value}
      valueLabel={props.valueLabel}
      placeholder={`Select a ${props.label.toLowerCase()}…`}
      disabled={props.disabled}
      onChange={(value) => props.onChange(value)}
    />
  );
}
