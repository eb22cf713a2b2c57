// Include and exclude buttons beside a value of a filterable column (shown on hover and focus).
import { Button } from '@blueprintjs/core';

export function FilterButtons(props: {
  value: string;
  onFilter: (value: string, exclude: boolean) => void;
}) {
  return (
    <span className="mc-view-filter-buttons">
      <Button
        variant="minimal"
        size="small"
        icon="plus"
        aria-label={`Include ${props.value}`}
        title={`Include ${props.value}`}
        onClick={(e) => {
          e.stopPropagation();
          props.onFilter(props.value, false);
        }}
      />
      <Button
        variant="minimal"
        size="small"
        icon="minus"
        aria-label={`Exclude ${props.value}`}
        title={`Exclude ${props.value}`}
        onClick={(e) => {
          e.stopPropagation();
          props.onFilter(props.value, true);
        }}
      />
    </span>
  );
}
