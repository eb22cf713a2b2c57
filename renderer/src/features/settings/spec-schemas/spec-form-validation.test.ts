import { describe, expect, it } from 'vitest';
import { REQUIRED_TEXT } from '../../../lib/form/form-messages.ts';
import { rowToValues, SPEC_TEXT } from '../settings-form.ts';
import { specErrorText, validateSettingsWith } from './spec-form-validation.ts';
import { loadSpecValidator } from './spec-validator.ts';

const values = (spec: string) => ({ ...rowToValues(null), name: 'web', spec });

describe('validateSettingsWith', () => {
  it('checks the YAML alone while the validator is loading', () => {
    const validate = validateSettingsWith(null);
    expect(validate(values('http:\n  - url: 42\n'))).toEqual({});
    expect(validate(values('- a\n')).spec).toBe(SPEC_TEXT);
  });

  it("puts the schema's messages on the Spec field", async () => {
    const validate = validateSettingsWith(await loadSpecValidator('canaries'));
    expect(validate(values('http:\n  - name: web\n    url: 42\n'))).toEqual({
      spec: 'spec.http[0].url: must be text',
    });
    expect(validate(values('http:\n  - name: web\n    url: https://web\n'))).toEqual({});
    // A spec that is not a mapping keeps the YAML message; the schema runs on mappings only.
    expect(validate(values('- a\n')).spec).toBe(SPEC_TEXT);
    expect(validate({ ...values('interval: 60\n'), name: '' })).toEqual({
      name: REQUIRED_TEXT,
    });
  });

  it("puts the type form's message, in the spec's words, before the schema's", async () => {
    const typed = (spec: string) => (spec.includes('name:') ? undefined : 'Name: ' + REQUIRED_TEXT);
    const validate = validateSettingsWith(await loadSpecValidator('canaries'), typed);
    expect(validate(values('http:\n  - url: https://web\n')).spec).toBe(`Name: ${REQUIRED_TEXT}`);
    expect(validate(values('http:\n  - name: web\n    url: 42\n')).spec).toBe(
      'spec.http[0].url: must be text',
    );
    // An empty spec is the YAML's message.
    expect(validate(values('')).spec).toBe(REQUIRED_TEXT);
  });

  it('shows the first five messages and counts the rest', () => {
    const messages = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(specErrorText(messages)).toBe('a; b; c; d; e; and 2 more');
    expect(specErrorText(['a'])).toBe('a');
  });
});
