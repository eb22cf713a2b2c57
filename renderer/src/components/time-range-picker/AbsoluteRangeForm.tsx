// The "Absolute time range" part of the picker: From and To text fields (ISO dates or relative
// text such as now-2d), each with a native calendar, Clear and Submit. Submit stays disabled until
// both fields are filled; a field that does not parse shows an inline error.
import { useState } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import dayjs from 'dayjs';
import type { AbsoluteTimeRange, TimeRange } from '../../lib/time/time-range.ts';
import { absoluteRangeFromInput } from '../../lib/time/time-range.ts';
import { parseDateInput } from '../../lib/time/date-math.ts';

export const INVALID_DATE_TEXT = 'Invalid date';
const ORDER_TEXT = 'From must be before To';

function initialText(value: TimeRange | undefined, end: 'from' | 'to'): string {
  if (!value || value.type === 'relative') return '';
  const text = value[end];
  if (text.startsWith('now')) return text;
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD HH:mm') : text;
}

function DateField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const id = `mc-range-${label.toLowerCase()}`;
  const parsed = parseDateInput(value, new Date());
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error}
      className="mc-range-field"
    >
      <div className="mc-range-field-row">
        <InputGroup
          id={id}
          value={value}
          placeholder="YYYY-MM-DD HH:mm or now-1h"
          intent={error ? 'danger' : 'none'}
          aria-invalid={error !== undefined}
          onValueChange={onChange}
        />
        <input
          type="datetime-local"
          className="mc-range-calendar"
          aria-label={`${label} calendar`}
          value={parsed ? dayjs(parsed).format('YYYY-MM-DDTHH:mm') : ''}
          onChange={(event) => onChange(event.currentTarget.value.replace('T', ' '))}
        />
      </div>
    </FormGroup>
  );
}

export function AbsoluteRangeForm({
  value,
  onSubmit,
  onClear,
}: {
  value: TimeRange | undefined;
  onSubmit: (range: AbsoluteTimeRange) => void;
  onClear: () => void;
}) {
  const [from, setFrom] = useState(() => initialText(value, 'from'));
  const [to, setTo] = useState(() => initialText(value, 'to'));
  const [orderError, setOrderError] = useState(false);
  const now = new Date();
  const fromError =
    from.trim() !== '' && !parseDateInput(from, now) ? INVALID_DATE_TEXT : undefined;
  const toError =
    to.trim() !== '' && !parseDateInput(to, now, true) ? INVALID_DATE_TEXT : undefined;
  const filled = from.trim() !== '' && to.trim() !== '';

  const submit = () => {
    const result = absoluteRangeFromInput(from, to);
    if ('range' in result) onSubmit(result.range);
    else setOrderError(result.error === 'order');
  };

  return (
    <form
      className="mc-range-absolute"
      aria-label="Absolute time range"
      onSubmit={(event) => {
        event.preventDefault();
        if (filled && !fromError && !toError) submit();
      }}
    >
      <h4 className="mc-range-heading">Absolute time range</h4>
      <DateField
        label="From"
        value={from}
        error={fromError}
        onChange={(v) => (setFrom(v), setOrderError(false))}
      />
      <DateField
        label="To"
        value={to}
        error={toError ?? (orderError ? ORDER_TEXT : undefined)}
        onChange={(v) => (setTo(v), setOrderError(false))}
      />
      <div className="mc-range-actions">
        <Button
          onClick={() => {
            setFrom('');
            setTo('');
            setOrderError(false);
            onClear();
          }}
        >
          Clear
        </Button>
        <Button
          type="submit"
          intent="primary"
          disabled={!filled || fromError !== undefined || toError !== undefined}
        >
          Submit
        </Button>
      </div>
    </form>
  );
}
