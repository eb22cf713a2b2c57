// The event contract (preload/contract/events.ts): names, scopes and every payload schema.
import { describe, expect, it } from 'vitest';
import {
  EVENT_CHANNEL,
  EVENT_SUBSCRIBE_CHANNEL,
  eventNames,
} from '../../preload/contract/event-names.ts';
import { events, parseAppEvent } from '../../preload/contract/events.ts';

describe('event contract', () => {
  it('declares exactly the schema-free name list, each `<area>:<event>`', () => {
    expect(Object.keys(events).sort()).toEqual([...eventNames].sort());
    for (const name of eventNames) expect(name).toMatch(/^[a-z][a-zA-Z]*:[a-z][a-zA-Z]*$/);
    // The transport channels are not contract channels and cannot be mistaken for one.
    expect(eventNames).not.toContain(EVENT_CHANNEL);
    expect(eventNames).not.toContain(EVENT_SUBSCRIBE_CHANNEL);
  });

  it('makes every org-scoped event name its organisation', () => {
    for (const [name, spec] of Object.entries(events)) {
      if (spec.scope !== 'org') continue;
      const shape = (
        spec.payload as unknown as {
          shape: Record<string, { safeParse(v: unknown): { success: boolean } }>;
        }
      ).shape;
      expect(shape.orgId, name).toBeDefined();
      expect(shape.orgId!.safeParse(undefined).success, `${name}.orgId is required`).toBe(false);
    }
  });
});

describe('app:notice', () => {
  const notice = { id: 'n-1', level: 'warning', title: 'Settings repaired', message: 'Restored.' };
  it('accepts a notice', () => {
    expect(events['app:notice'].payload.parse(notice)).toEqual(notice);
  });
  it.each([
    { ...notice, level: 'fatal' },
    { ...notice, id: '' },
    { ...notice, title: '' },
    { ...notice, message: 'x'.repeat(2001) },
    { ...notice, extra: 1 },
  ])('refuses %o', (payload) => {
    expect(events['app:notice'].payload.safeParse(payload).success).toBe(false);
  });
  it('is app-wide and kept for later windows', () => {
    expect(events['app:notice']).toMatchObject({ scope: 'app', replay: 'all' });
  });
});

describe('orgs:changed', () => {
  it('accepts the list as a whole or one organisation', () => {
    expect(events['orgs:changed'].payload.parse({})).toEqual({});
    expect(events['orgs:changed'].payload.parse({ orgId: 'sandbox' })).toEqual({
      orgId: 'sandbox',
    });
  });
  it('refuses a malformed org id', () => {
    expect(events['orgs:changed'].payload.safeParse({ orgId: '../x' }).success).toBe(false);
  });
});

describe('silences:changed', () => {
  it('needs the organisation and is org-scoped', () => {
    expect(events['silences:changed'].payload.parse({ orgId: 'acme' })).toEqual({ orgId: 'acme' });
    expect(events['silences:changed'].payload.safeParse({}).success).toBe(false);
    expect(events['silences:changed'].scope).toBe('org');
  });
});

describe('update:available', () => {
  it('accepts a semantic version, signed or not, and keeps the latest', () => {
    const payload = events['update:available'].payload;
    expect(payload.parse({ version: '1.4.0', signature: 'verified' })).toEqual({
      version: '1.4.0',
      signature: 'verified',
    });
    expect(payload.parse({ version: '2.0.0-beta.1', signature: 'unsigned' })).toBeTruthy();
    expect(events['update:available'].replay).toBe('latest');
  });
  it.each(['', 'latest', '1.2', '<script>'])('refuses version %j', (version) => {
    const payload = events['update:available'].payload;
    expect(payload.safeParse({ version, signature: 'verified' }).success).toBe(false);
  });
  it('says whether the update is signed: no payload without it', () => {
    const payload = events['update:available'].payload;
    expect(payload.safeParse({ version: '1.4.0' }).success).toBe(false);
    expect(payload.safeParse({ version: '1.4.0', signature: 'maybe' }).success).toBe(false);
  });
});

describe('app:navigate', () => {
  it('accepts an in-app route of an organisation', () => {
    const payload = { orgId: 'acme', route: '/health?checkId=c-1' };
    expect(events['app:navigate'].payload.parse(payload)).toEqual(payload);
    expect(events['app:navigate'].scope).toBe('org');
  });
  it.each(['health', '//evil.example/x', 'https://evil.example/', '/a b', '/\\evil', ''])(
    'refuses route %j',
    (route) => {
      expect(events['app:navigate'].payload.safeParse({ orgId: 'acme', route }).success).toBe(
        false,
      );
    },
  );
});

describe('parseAppEvent', () => {
  it('returns the typed event or null', () => {
    expect(parseAppEvent('silences:changed', { orgId: 'acme' })).toEqual({
      name: 'silences:changed',
      payload: { orgId: 'acme' },
    });
    expect(parseAppEvent('silences:changed', {})).toBeNull();
    expect(parseAppEvent('toString', {})).toBeNull();
    expect(parseAppEvent('__proto__', {})).toBeNull();
    expect(parseAppEvent(42, {})).toBeNull();
  });
});
