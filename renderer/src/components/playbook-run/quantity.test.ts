import { describe, expect, it } from 'vitest';
import {
  isNumeric,
  joinMemory,
  joinMillicores,
  memoryInMi,
  millicores,
  splitMemory,
  splitMillicores,
} from './quantity.ts';

describe('isNumeric', () => {
  it('accepts decimal numbers only, whole string', () => {
    for (const ok of ['0', '12', '-3', '+4', '1.5', '.5', '5.', '1e3', ' 7 '])
      expect(isNumeric(ok), ok).toBe(true);
    for (const bad of ['', ' ', 'abc', '1a', '1,5', '0x10', 'Infinity', 'NaN', '1 2', '--1'])
      expect(isNumeric(bad), bad).toBe(false);
  });
});

describe('memory (bytes format)', () => {
  it('splits amount and unit, defaulting to Mi', () => {
    expect(splitMemory('512Mi')).toEqual({ amount: '512', unit: 'Mi' });
    expect(splitMemory('2 Gi')).toEqual({ amount: '2', unit: 'Gi' });
    expect(splitMemory('1Ti')).toEqual({ amount: '1', unit: 'Ti' });
    expect(splitMemory('256')).toEqual({ amount: '256', unit: 'Mi' });
    expect(splitMemory('1G')).toEqual({ amount: '1G', unit: 'Mi' });
    expect(splitMemory('')).toEqual({ amount: '', unit: 'Mi' });
  });

  it('joins back, keeping an empty amount empty', () => {
    expect(joinMemory('4', 'Gi')).toBe('4Gi');
    expect(joinMemory(' 8 ', 'Mi')).toBe('8Mi');
    expect(joinMemory('', 'Ti')).toBe('');
  });

  it('converts to Mi for comparisons', () => {
    expect(memoryInMi('512Mi')).toBe(512);
    expect(memoryInMi('2Gi')).toBe(2048);
    expect(memoryInMi('1Ti')).toBe(1024 * 1024);
    expect(memoryInMi('0.5Gi')).toBe(512);
    expect(memoryInMi('100')).toBe(100);
    expect(memoryInMi('lotsGi')).toBeNull();
  });
});

describe('millicores', () => {
  it('splits and joins the m suffix', () => {
    expect(splitMillicores('250m')).toBe('250');
    expect(splitMillicores('250')).toBe('250');
    expect(joinMillicores('500')).toBe('500m');
    expect(joinMillicores(' ')).toBe('');
  });

  it('reads the amount as a number', () => {
    expect(millicores('1500m')).toBe(1500);
    expect(millicores('fast')).toBeNull();
    expect(millicores('m')).toBeNull();
  });
});
