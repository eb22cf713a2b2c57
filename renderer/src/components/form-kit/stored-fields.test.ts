import { describe, expect, it } from 'vitest';
import { getPath, setPath, storeValue, storedReader, storedValue } from './stored-fields.ts';
import type { StoredField } from './stored-fields.ts';

describe('fields stored in an object', () => {
  it('sets a dot path, keeps other keys, and drops emptied parents', () => {
    const object = { keep: 1, filter: { regex: 'a', minAge: '1h' } };
    expect(getPath(object, 'filter.minAge')).toBe('1h');
    expect(getPath(object, 'keep.deeper')).toBeUndefined();
    const once = setPath(object, 'filter.minAge', '');
    expect(once).toEqual({ keep: 1, filter: { regex: 'a' } });
    expect(setPath(once, 'filter.regex', undefined)).toEqual({ keep: 1 });
    expect(object.filter.minAge).toBe('1h');
  });

  it('turns inputs into stored values and back by kind', () => {
    const port: StoredField = { id: 'conn.port', label: 'Port', kind: 'number' };
    expect(storeValue(port, {}, ' 22 ')).toEqual({ conn: { port: 22 } });
    expect(storeValue(port, {}, 'x')).toEqual({ conn: { port: 'x' } });
    expect(storedValue(port, { conn: { port: 22 } })).toBe('22');
    const on: StoredField = { id: 'ready', label: 'Ready', kind: 'toggle' };
    expect(storeValue(on, { ready: true }, false)).toEqual({});
    const token: StoredField = { id: 'token', label: 'Token', kind: 'secret' };
    const stored = storeValue(token, {}, 'secret://creds/token');
    expect(storedReader(stored, [token])('token')).toBe('secret://creds/token');
  });

  it('reads and writes a field through its own read and write', () => {
    const both: StoredField = {
      id: 'both',
      label: 'Both',
      kind: 'text',
      read: (o) => [o.a, o.b].join('/'),
      write: (o, v) => {
        const [a, b] = String(v).split('/');
        return { ...o, a, b };
      },
    };
    expect(storedValue(both, { a: 'x', b: 'y' })).toBe('x/y');
    expect(storeValue(both, { c: 1 }, 'p/q')).toEqual({ c: 1, a: 'p', b: 'q' });
    expect(storedReader({ a: 'x', b: 'y' }, [both])('both')).toBe('x/y');
  });
});
