// A row chosen from the backend by name (a silence's resource, a rule's person, team or
// connection), on the kit's search picker.
import type { NotificationPickerKind } from '../../../api/services/notifications.types.ts';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { customTextField } from '../../../components/form-kit/custom-text-field.ts';
import { notificationPickerQuery } from '../../../api/services/notifications.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import {
  namedRowOption,
  SearchPicker,
  type SearchPickerProps,
} from '../../../components/dropdown/SearchPicker.tsx';

type Row = Parameters<typeof namedRowOption>[0];

// A rule's connection is referenced as connection://namespace/name.
const connectionOption = (row: Row & { name?: string | null }) =>
  namedRowOption(row, `connection://${row.namespace ?? 'default'}/${row.name ?? ''}`);

export function ResourcePicker(
  props: Omit<SearchPickerProps<Row>, 'query' | 'toOption'> & { kind: NotificationPickerKind },
) {
  const orgId = useOrgId();
  return (
    <SearchPicker
      {...props}
      query={(term) => notificationPickerQuery(orgId, props.kind, term)}
      toOption={props.kind === 'connection' ? connectionOption : undefined}
    />
  );
}

/** A form field choosing one row of `kind` (its id the value; its name told to `onName`). */
export function resourcePickerField(
  field: Omit<FieldDef, 'kind' | 'render'>,
  kind: NotificationPickerKind,
  options: { valueLabel?: string; onName?: (name: string) => void } = {},
): FieldDef {
  return customTextField(field, (value, input) => (
    <ResourcePicker
      key={kind}
      kind={kind}
      label={field.label}
      value={value}
      valueLabel={options.valueLabel}
      placeholder={`Select a ${field.label.toLowerCase()}…`}
      disabled={input.disabled}
      onChange={(id, name) => {
        input.onChange(id);
        options.onName?.(name);
      }}
    />
  ));
}
