import { describe, expect, it } from 'vitest';
import {
  envVarToString,
  formatSecretValue,
  parseSecretValue,
  stringToEnvVar,
} from './secret-value.ts';

describe('secret-capable values', () => {
  it('reads and writes static values, secret and config map references', () => {
    expect(parseSecretValue('hunter2')).toEqual({
      mode: 'static',
      value: 'hunter2',
      name: '',
      key: '',
    });
    expect(parseSecretValue('secret://db-creds/password')).toEqual({
      mode: 'secret',
      value: '',
      name: 'db-creds',
      key: 'password',
    });
    expect(formatSecretValue({ mode: 'configmap', value: '', name: 'cfg', key: 'user' })).toBe(
      'configmap://cfg/user',
    );
    expect(formatSecretValue({ mode: 'secret', value: '', name: '', key: '' })).toBe('');
  });

  it('round-trips the EnvVars of resource specs', () => {
    const ref = { valueFrom: { secretKeyRef: { name: 'db-creds', key: 'password' } } };
    expect(envVarToString(ref)).toBe('secret://db-creds/password');
    expect(stringToEnvVar('secret://db-creds/password')).toEqual(ref);
    expect(stringToEnvVar('configmap://cfg/user')).toEqual({
      valueFrom: { configMapKeyRef: { name: 'cfg', key: 'user' } },
    });
    expect(envVarToString({ value: 'plain' })).toBe('plain');
    expect(stringToEnvVar('plain')).toEqual({ value: 'plain' });
    expect(stringToEnvVar('')).toBeUndefined();
  });
});
