import { describe, expect, it } from 'vitest';
import { mappingOf } from './mapping-text.ts';

describe('mappingOf', () => {
  it('reads a YAML mapping, and blank text as an empty one', () => {
    expect(mappingOf('a: 1\nb: [x]')).toEqual({ a: 1, b: ['x'] });
    expect(mappingOf('  \n')).toEqual({});
  });

  it('refuses text that does not parse or is not a mapping', () => {
    expect(mappingOf('a: [')).toBeNull();
    expect(mappingOf('- a\n- b')).toBeNull();
    expect(mappingOf('just text')).toBeNull();
    expect(mappingOf('# only a comment')).toBeNull();
  });

  it('reads with the parser given (JSON labels)', () => {
    expect(mappingOf('{"team": "core"}', JSON.parse)).toEqual({ team: 'core' });
    expect(mappingOf('team: core', JSON.parse)).toBeNull();
  });
});
