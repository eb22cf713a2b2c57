// The variables bar (spec 4-views §2.8): one dropdown per variable of the view and its sections
// (merged by key), labelled by its label or its formatted key, 'All' first; the value shown is the
// URL's, else the one the server ran with.
import type { ViewVariable } from '../../../api/services/views.types.ts';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import { columnLabel, defaultValue, variableOptions } from '../view-params.ts';

export function ViewVariables(props: {
  variables: readonly ViewVariable[];
  values: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
}) {
  if (props.variables.length === 0) return null;
  return (
    <div className="mcd-view-variables" role="toolbar" aria-label="View variables">
      {props.variables.map((variable) => {
        const label = variable.label || columnLabel(variable.key);
        return (
          <label key={variable.key} className="mcd-view-variable">
            <span className="mcd-view-variable-label">{label}</span>
            <Dropdown
              aria-label={label}
              options={variableOptions(variable)}
              value={props.values[variable.key] ?? defaultValue(variable)}
              onChange={(value) => props.onChange(variable.key, value)}
            />
          </label>
        );
      })}
    </div>
  );
}
