import { describe, expect, it } from 'vitest';
import { writeAccess } from './write-access.ts';

const online = { offline: false, reason: null };
const offline = { offline: true, reason: 'You are offline.' };

describe('writeAccess', () => {
  it('needs the permission first, with its own reason', () => {
    expect(writeAccess(false, offline, 'No write.')).toEqual({
      permitted: false,
      allowed: false,
      reason: 'No write.',
    });
  });
  it('then the connection, with the offline reason', () => {
    expect(writeAccess(true, offline, 'No write.')).toEqual({
      permitted: true,
      allowed: false,
      reason: 'You are offline.',
    });
    expect(writeAccess(true, online, 'No write.')).toEqual({
      permitted: true,
      allowed: true,
      reason: null,
    });
  });
});
