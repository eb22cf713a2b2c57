// Include and exclude buttons beside a value of a filterable column (shown on hover and focus).
import { Button } from '@blueprintjs/core';

const BUTTONS = [
  { icon: 'plus', verb: 'Include', exclude: false },
  { icon: 'minus', verb: 'Exclude', exclude: true },
] as const;

export function FilterButtons(props: {
  value: string;
  onFilter: (value: string, exclude: boolean) => void;
}) {
  return (
    <span className="mc-view-filter-buttons">
      {BUTTONS.map(({ icon, verb, exclude }) => (
        <Button
          key={icon}
          variant="minimal"
          size="small"
          icon={icon}
          aria-label={`${verb} ${props.value}`}
          title={`${verb} ${props.value}`}
          onClick={(e) => {
            e.stopPropagation();
            props.onFilter(props.value, exclude);
          }}
        />
      ))}
    </span>
  );
}
