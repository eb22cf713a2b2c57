import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { connectionTestFailure } from './connections.ts';

const failure = (status: number, message: string, code: string | null = null) =>
  connectionTestFailure(new ApiError({ status, message, code, url: '/api/connection/test/x' }));

describe('connection test messages (spec 3 §8)', () => {
  it('maps the backend’s answers to the console’s texts', () => {
    expect(failure(501, 'not implemented', 'ERR_NOT_IMPLEMENTED')).toBe(
      'We currently do not support testing this connection type',
    );
    expect(failure(400, '{"status":401,"reason":"bad token"}')).toBe(
      '{\n  "status": 401,\n  "reason": "bad token"\n}',
    );
    expect(failure(400, 'dial tcp 10.0.0.1:5432: connect: connection refused')).toBe(
      'dial tcp 10.0.0.1:5432: connect: connection refused',
    );
    expect(failure(500, 'Request failed with status 500')).toBe('Testing connection failed!');
    expect(connectionTestFailure(new Error('boom'))).toBe('Testing connection failed!');
  });
});
