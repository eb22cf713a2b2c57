// Group By as a multi-select (spec 2 §2): config_class, type and the tag keys. The order of the
// choice is the order of grouping, so a newly ticked column goes last.
import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { groupByLabel } from '../../../components/catalog-lists/summary-model.ts';

export function GroupByMenu(props: {
  value: readonly string[];
  options: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { value, options, onChange } = props;
  const summary = value.length > 0 ? value.map(groupByLabel).join(', ') : 'None';
  const toggle = (column: string) =>
    onChange(value.includes(column) ? value.filter((c) => c !== column) : [...value, column]);
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <div className="mc-catalog-groupby" role="group" aria-label="Group By">
          {options.map((column) => (
            <Checkbox
              key={column}
              label={groupByLabel(column)}
              checked={value.includes(column)}
              onChange={() => toggle(column)}
            />
          ))}
        </div>
      }
    >
      <Button endIcon="caret-down" aria-label={`Group By: ${summary}`}>
        <span className="mc-catalog-button-text">{summary}</span>
      </Button>
    </PopoverNext>
  );
}
