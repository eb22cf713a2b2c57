import { describe, expect, it } from 'vitest';
import { guardOf, textToSave, withHeldValue } from './autosave-model.ts';

const OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

describe('withHeldValue', () => {
  it('keeps the options that offer the value', () => {
    expect(withHeldValue(OPTIONS, 'open')).toBe(OPTIONS);
  });

  it('offers a value the options lack first, as itself', () => {
    expect(withHeldValue(OPTIONS, 'mitigated')[0]).toEqual({
      value: 'mitigated',
      label: 'Mitigated',
    });
    expect(withHeldValue(OPTIONS, '')[0]).toEqual({ value: '', label: 'Unknown' });
  });
});

describe('textToSave', () => {
  it('saves the trimmed text', () => {
    expect(textToSave('  Disk full ', 'Disk')).toBe('Disk full');
  });

  it('saves neither a blank text nor the saved one', () => {
    expect(textToSave('   ', 'Disk')).toBeNull();
    expect(textToSave('Disk ', 'Disk')).toBeNull();
  });
});

describe('guardOf', () => {
  it('is enabled with write access', () => {
    expect(guardOf({ permitted: true, allowed: true, reason: null })).toEqual({
      disabled: false,
      reason: null,
      offline: false,
    });
  });

  it('says why without the permission, and when offline', () => {
    expect(guardOf({ permitted: false, allowed: false, reason: 'No permission' })).toEqual({
      disabled: true,
      reason: 'No permission',
      offline: false,
    });
    expect(guardOf({ permitted: true, allowed: false, reason: 'Offline' })).toEqual({
      disabled: true,
      reason: 'Offline',
      offline: true,
    });
  });
});
