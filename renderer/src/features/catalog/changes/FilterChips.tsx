// One removable chip per active filter, and 'Clear all' when there are several. Each chip's
// remove button is named after the chip, so it can be found by its text.
import { Button, Tag } from '@blueprintjs/core';

export interface Chip<P> {
  key: string;
  label: string;
  /** The patch that drops this filter. */
  remove: P;
}

export function FilterChips<P extends object>(props: {
  chips: readonly Chip<P>[];
  onRemove: (patch: P) => void;
}) {
  const { chips, onRemove } = props;
  if (chips.length === 0) return null;
  return (
    <div className="mc-filter-chips" role="list" aria-label="Active filters">
      {chips.map((chip) => (
        // Blueprint's Tag keeps its own role, so the list item wraps it.
        <span key={chip.key} role="listitem">
          <Tag minimal round className="mc-filter-chip">
            <span>{chip.label}</span>
            <Button
              variant="minimal"
              size="small"
              icon="small-cross"
              aria-label={`Remove ${chip.label}`}
              onClick={() => onRemove(chip.remove)}
            />
          </Tag>
        </span>
      ))}
      {chips.length > 1 && (
        <Button
          variant="minimal"
          size="small"
          text="Clear all"
          onClick={() => onRemove(Object.assign({}, ...chips.map((c) => c.remove)) as P)}
        />
      )}
    </div>
  );
}
