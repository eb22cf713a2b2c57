// A health check's spec-level fields (spec 3 §2.2: Schedule and Icon on every check's form). A
// canary says how often it runs either as `schedule` (a cron or '@every' text) or as `interval`
// (seconds): Schedule shows either, and a schedule chosen replaces the interval, so a spec never
// holds both and an unchanged one saves as it was.
import { text } from '../../../components/form-kit/field-builders.ts';
import { setPath } from '../../../components/form-kit/stored-fields.ts';
import { intervalSchedule } from '../settings-resource.ts';
import { scheduleField, type SpecField, type SpecObject } from './spec-model.ts';

/** Check schedules (spec 3 §5 "short"). */
export const CHECK_SCHEDULES = [
  '@every 30s',
  '@every 1m',
  '@every 5m',
  '@every 30m',
  '@hourly',
  '@every 2h',
  '@every 4h',
];

const schedule: SpecField = {
  ...scheduleField(CHECK_SCHEDULES, '@every 5m'),
  read: (spec: SpecObject) =>
    typeof spec.schedule === 'string' && spec.schedule.trim() !== ''
      ? spec.schedule
      : intervalSchedule(spec.interval),
  write: (spec, value) => setPath(setPath(spec, 'interval', undefined), 'schedule', value),
};

export const CHECK_SPEC_FIELDS: readonly SpecField[] = [
  schedule,
  text('icon', 'Icon', { placeholder: 'e.g. http' }),
];
