// Labels listed each with its exclude/none/include toggle: the label filter's panel and the
// health sidebar. Label text is untrusted and rendered as text; the full text shows on hover.
import type { ReactNode } from 'react';
import type { LabelFilter } from '../../lib/labels/label-filter.ts';
import { setLabelState } from '../../lib/labels/label-filter.ts';
import { TriStateToggle } from './TriStateToggle.tsx';
import './LabelStateList.css';

/** The labels a list shows and their states; LabelSearchList takes the same. */
export interface LabelListProps {
  /** Labels as "key=value" strings. */
  labels: readonly string[];
  value: LabelFilter;
  onChange: (value: LabelFilter) => void;
  /** The list's accessible name. */
  label: string;
  /** The classes of the list and of each label's name (each place lays its rows out). */
  className: string;
  nameClassName: string;
}

export function LabelStateList(
  props: LabelListProps & {
    /** Shown as the only row when there are no labels. */
    empty?: ReactNode;
  },
) {
  const { value, onChange } = props;
  return (
    <ul className={`mcd-label-state-list ${props.className}`} aria-label={props.label}>
      {props.labels.length === 0 && props.empty}
      {props.labels.map((label) => (
        <li key={label}>
          <span className={props.nameClassName} title={label}>
            {label}
          </span>
          <TriStateToggle
            label={label}
            value={value[label] ?? 0}
            onChange={(state) => onChange(setLabelState(value, label, state))}
          />
        </li>
      ))}
    </ul>
  );
}
