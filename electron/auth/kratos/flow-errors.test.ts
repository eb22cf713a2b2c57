import { describe, expect, it } from 'vitest';
import {
  CSRF_TEXT,
  FLOW_EXPIRED_TEXT,
  RETURN_TO_FORBIDDEN_TEXT,
  flowOutcome,
  whoamiOutcome,
} from './flow-errors.ts';

const err = (id: string, code: number) => ({ error: { id, code, status: 'x', reason: 'r' } });
const flow = { id: 'f1', ui: { action: 'x', method: 'POST', nodes: [], messages: [] } };

describe('flowOutcome (spec 3 §8)', () => {
  it('maps every Kratos error id of the catalogue', () => {
    expect(flowOutcome('login', 403, err('session_aal2_required', 403))).toEqual({
      action: 'aal2',
    });
    expect(flowOutcome('login', 400, err('session_already_available', 400))).toEqual({
      action: 'home',
    });
    expect(flowOutcome('settings', 403, err('session_refresh_required', 403))).toEqual({
      action: 'refresh',
    });
    expect(flowOutcome('login', 400, err('self_service_flow_return_to_forbidden', 400))).toEqual({
      action: 'error',
      message: RETURN_TO_FORBIDDEN_TEXT,
      status: 400,
    });
    expect(flowOutcome('login', 410, err('self_service_flow_expired', 410))).toEqual({
      action: 'restart',
      message: FLOW_EXPIRED_TEXT,
    });
    expect(flowOutcome('login', 403, err('security_csrf_violation', 403))).toEqual({
      action: 'restart',
      message: CSRF_TEXT,
    });
    expect(flowOutcome('settings', 401, err('session_inactive', 401))).toEqual({ action: 'login' });
  });

  it('restarts on 410, redisplays a 400 flow, restarts verification on 403', () => {
    expect(flowOutcome('recovery', 410, {}).action).toBe('restart');
    expect(flowOutcome('login', 400, flow)).toMatchObject({ action: 'flow', flow: { id: 'f1' } });
    expect(flowOutcome('verification', 403, {})).toEqual({ action: 'restart', message: null });
    expect(flowOutcome('login', 403, {}).action).toBe('error');
    expect(flowOutcome('login', 200, { session_token: 't' })).toEqual({
      action: 'success',
      body: { session_token: 't' },
    });
  });

  it('whoami: 403 or 422 → second factor, 401 → login', () => {
    expect(whoamiOutcome(200)).toBe('ok');
    expect(whoamiOutcome(403)).toBe('aal2');
    expect(whoamiOutcome(422)).toBe('aal2');
    expect(whoamiOutcome(401)).toBe('login');
    expect(whoamiOutcome(500)).toBe('error');
  });
});
