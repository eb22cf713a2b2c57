// Group By as a multi-select (spec 2 §2): config_class, type and the tag keys. The order of the
// choice is the order of grouping, so a newly ticked column goes last.
import { Button } from '@blueprintjs/core';
import { CheckListPopover } from '../../../components/dropdown/CheckListPopover.tsx';
import { groupByLabel } from '../../../components/catalog-lists/summary-model.ts';

export function GroupByMenu(props: {
  value: readonly string[];
  options: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { value, options, onChange } = props;
  const summary = value.length > 0 ? value.map(groupByLabel).join(', ') : 'None';
  return (
    <CheckListPopover
      label="Group By"
      className="mc-catalog-groupby"
      placement="bottom-start"
      items={options.map((id) => ({ id, label: groupByLabel(id), checked: value.includes(id) }))}
      onToggle={(id, on) => onChange(on ? [...value, id] : value.filter((c) => c !== id))}
    >
      <Button endIcon="caret-down" aria-label={`Group By: ${summary}`}>
        <span className="mc-catalog-button-text">{summary}</span>
      </Button>
    </CheckListPopover>
  );
}
