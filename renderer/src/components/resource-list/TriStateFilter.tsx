// A list filter whose options are each included, excluded or neither (e.g. Status: everything but
// SUCCESS). The button names the choice; the popover lists the options with a tri-state toggle.
import { Button, PopoverNext } from '@blueprintjs/core';
import {
  decodeLabelFilter,
  encodeLabelFilter,
  setLabelState,
} from '../../lib/labels/label-filter.ts';
import { TriStateToggle } from '../label-filter/TriStateToggle.tsx';
import type { FilterOption } from './resource-definition.ts';

export function triStateSummary(
  value: string | undefined,
  options: readonly FilterOption[],
): string {
  const states = Object.entries(decodeLabelFilter(value ?? ''));
  if (states.length === 0) return 'All';
  const label = (key: string) => options.find((o) => o.value === key)?.label ?? key;
  return states.map(([key, state]) => `${state === -1 ? 'not ' : ''}${label(key)}`).join(', ');
}

export function TriStateFilter(props: {
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  const { label, value, options, onChange } = props;
  const filter = decodeLabelFilter(value ?? '');
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <div className="mcd-tristate-filter" role="group" aria-label={label}>
          {options.map((option) => (
            <div key={option.value} className="mcd-tristate-filter-row">
              <TriStateToggle
                label={option.label}
                value={filter[option.value] ?? 0}
                onChange={(state) =>
                  onChange(encodeLabelFilter(setLabelState(filter, option.value, state)))
                }
              />
              <span>{option.label}</span>
            </div>
          ))}
        </div>
      }
    >
      {/* One line, cut with an ellipsis; the whole summary on hover (and in the chip below). */}
      <Button
        endIcon="caret-down"
        ellipsizeText
        text={triStateSummary(value, options)}
        title={triStateSummary(value, options)}
        aria-label={`${label}: ${triStateSummary(value, options)}`}
      />
    </PopoverNext>
  );
}
