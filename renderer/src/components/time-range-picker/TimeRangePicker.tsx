// Time-range picker (spec 1 §2, spec 3 §2.5): a button showing the range or 'Please select time
// range', opening a panel with the absolute range form, recently used ranges, relative presets
// (past and future) and quick ranges. It reports changes; the caller writes the URL (Clear means
// "remove every range parameter", see lib/time/time-range-url.ts).
import { useState } from 'react';
import { Button, Menu, MenuItem, PopoverNext, SegmentedControl } from '@blueprintjs/core';
import type { AbsoluteTimeRange, TimeRange } from '../../lib/time/time-range.ts';
import {
  FUTURE_PRESETS,
  PAST_PRESETS,
  QUICK_RANGES,
  timeRangeLabel,
} from '../../lib/time/time-range.ts';
import { loadRecentRanges, rememberRecentRange } from '../../lib/time/recent-ranges.ts';
import { AbsoluteRangeForm } from './AbsoluteRangeForm.tsx';
import './TimeRangePicker.css';

export type TimeRangePickerProps = {
  value: TimeRange | undefined;
  onChange: (range: TimeRange | undefined) => void;
  /** Where recent ranges persist; defaults to localStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  disabled?: boolean;
};

function sameRange(a: TimeRange | undefined, b: TimeRange): boolean {
  if (!a || a.type !== b.type) return false;
  if (a.type === 'relative' && b.type === 'relative') return a.range === b.range;
  return a.type !== 'relative' && b.type !== 'relative' && a.from === b.from && a.to === b.to;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  return window.localStorage;
}

export function TimeRangePicker({ value, onChange, storage, disabled }: TimeRangePickerProps) {
  const [isOpen, setOpen] = useState(false);
  const [direction, setDirection] = useState<'past' | 'future'>(
    value?.type === 'relative' && value.range.startsWith('now+') ? 'future' : 'past',
  );
  const [recent, setRecent] = useState<AbsoluteTimeRange[]>(() =>
    loadRecentRanges(storage ?? defaultStorage()),
  );

  const choose = (range: TimeRange | undefined) => {
    onChange(range);
    setOpen(false);
  };
  const chooseAbsolute = (range: AbsoluteTimeRange) => {
    setRecent(rememberRecentRange(storage ?? defaultStorage(), range));
    choose(range);
  };

  const panel = (
    <div className="mc-range-panel" role="dialog" aria-label="Time range">
      <div className="mc-range-column">
        {/* Remount on open so the fields start from the current value. */}
        <AbsoluteRangeForm
          key={String(isOpen)}
          value={value}
          onSubmit={chooseAbsolute}
          onClear={() => choose(undefined)}
        />
        <h4 className="mc-range-heading">Recently used absolute ranges</h4>
        <RecentRanges recent={recent} value={value} onChoose={chooseAbsolute} />
      </div>
      <RelativeRanges
        value={value}
        direction={direction}
        onDirection={setDirection}
        onChoose={choose}
      />
      <div className="mc-range-column">
        <h4 className="mc-range-heading">Quick ranges</h4>
        <Menu aria-label="Quick ranges" className="mc-range-menu mc-range-scroll">
          {QUICK_RANGES.map((range) => (
            <MenuItem
              key={range.display}
              text={range.display}
              active={sameRange(value, range)}
              onClick={() => choose(range)}
            />
          ))}
        </Menu>
      </div>
    </div>
  );

  return (
    <PopoverNext
      isOpen={isOpen}
      onInteraction={setOpen}
      content={panel}
      placement="bottom-start"
      disabled={disabled}
    >
      <Button
        icon="time"
        endIcon="caret-down"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
      >
        {timeRangeLabel(value)}
      </Button>
    </PopoverNext>
  );
}

/** The absolute ranges chosen lately (kept in storage), newest first. */
function RecentRanges(props: {
  recent: readonly AbsoluteTimeRange[];
  value: TimeRange | undefined;
  onChoose: (range: AbsoluteTimeRange) => void;
}) {
  const { recent, value } = props;
  if (recent.length === 0) return <p className="mc-range-muted">No recent ranges</p>;
  return (
    <Menu aria-label="Recently used absolute ranges" className="mc-range-menu">
      {recent.map((range) => (
        <MenuItem
          key={`${range.from}|${range.to}`}
          text={timeRangeLabel(range)}
          active={sameRange(value, range)}
          onClick={() => props.onChoose(range)}
        />
      ))}
    </Menu>
  );
}

/** Relative presets, past or future, behind a switch between the two. */
function RelativeRanges(props: {
  value: TimeRange | undefined;
  direction: 'past' | 'future';
  onDirection: (direction: 'past' | 'future') => void;
  onChoose: (range: TimeRange) => void;
}) {
  const { value, direction, onDirection, onChoose } = props;
  const presets = direction === 'past' ? PAST_PRESETS : FUTURE_PRESETS;
  return (
    <div className="mc-range-column">
      <h4 className="mc-range-heading">Relative time range</h4>
      <SegmentedControl
        size="small"
        fill
        value={direction}
        onValueChange={(v) => onDirection(v === 'future' ? 'future' : 'past')}
        options={[
          { value: 'past', label: 'Past' },
          { value: 'future', label: 'Future' },
        ]}
      />
      <Menu
        aria-label={direction === 'past' ? 'Past ranges' : 'Future ranges'}
        className="mc-range-menu mc-range-scroll"
      >
        {presets.map((preset) => (
          <MenuItem
            key={preset.range}
            text={preset.label}
            active={sameRange(value, preset)}
            onClick={() =>
              onChoose({ type: 'relative', display: preset.display, range: preset.range })
            }
          />
        ))}
      </Menu>
    </div>
  );
}
