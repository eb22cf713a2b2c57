import { describe, expect, it } from 'vitest';
import {
  initialTokenValues,
  NAME_REQUIRED,
  tokenCascade,
  toNewToken,
  validateToken,
} from './token-form.ts';

describe('token form', () => {
  it('starts at 90 days, Read, and requires a name', () => {
    const values = initialTokenValues();
    expect(values).toMatchObject({ expiry: '90d', level: 'Read', mcp: 'Full', catalog: 'Read' });
    expect(validateToken(values).name).toBe(NAME_REQUIRED);
    expect(validateToken({ ...values, name: 'ci' }).name).toBeUndefined();
  });

  it('a preset sets the rows and a changed row makes it Custom', () => {
    const values = initialTokenValues();
    expect(tokenCascade(values, 'level', 'Full')).toMatchObject({
      catalog: 'Full',
      playbooks: 'Write',
    });
    expect(tokenCascade(values, 'playbooks', 'Run')).toEqual({ level: 'Custom' });
    expect(tokenCascade(values, 'playbooks', 'Read')).toEqual({ level: 'Read' });
  });

  it('sends Never as an empty expiry and the grid as the scope', () => {
    const body = toNewToken({ ...initialTokenValues(), name: ' ci ', expiry: 'never' });
    expect(body).toMatchObject({ name: 'ci', expiry: '', autoRenew: false });
    expect(body.scope).toContainEqual({ subject: '', object: 'catalog', action: 'read' });
  });
});
