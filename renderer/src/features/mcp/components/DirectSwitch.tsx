// A subject's Deny/Default/Allow switch over its settings-managed rule (spec 5-access §2.8).
import { SegmentedControl } from '@blueprintjs/core';
import type { Direct } from '../../../api/services/access-review.ts';

const OPTIONS = [
  { label: 'Deny', value: 'deny' },
  { label: 'Default', value: 'default' },
  { label: 'Allow', value: 'allow' },
];

export function DirectSwitch(props: {
  label: string;
  value: Direct;
  disabled: boolean;
  onChange: (value: Direct) => void;
}) {
  return (
    <div role="group" aria-label={props.label}>
      <SegmentedControl
        size="small"
        options={OPTIONS}
        value={props.value}
        disabled={props.disabled}
        onValueChange={(next) => props.onChange(next as Direct)}
      />
    </div>
  );
}
