import { describe, expect, it } from 'vitest';
import { quietHoursError } from './NotificationRulesSetting.tsx';

describe('quiet hours input', () => {
  it('accepts a pair across midnight and refuses equal or malformed times', () => {
    expect(quietHoursError({ from: '22:00', to: '07:00' })).toBeNull();
    expect(quietHoursError({ from: '07:00', to: '07:00' })).toBe(
      'Quiet hours need different start and end times.',
    );
    expect(quietHoursError({ from: '7:00', to: '08:00' })).toBe('Enter times like 22:00.');
    expect(quietHoursError({ from: '', to: '08:00' })).toBe('Enter times like 22:00.');
  });
});
