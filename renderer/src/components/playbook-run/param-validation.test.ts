import { describe, expect, it } from 'vitest';
import type { PlaybookParameter } from '../../api/services/playbooks.types.ts';
import {
  DNS1123_TEXT,
  EMAIL_TEXT,
  LIST_TEXT,
  MILLICORES_TEXT,
  NEGATIVE_TEXT,
  NUMBER_TEXT,
  REQUIRED_TEXT,
  URL_TEXT,
  invalidCodeText,
  isDns1123,
  maxDateText,
  maxLengthText,
  maxText,
  minDateText,
  minLengthText,
  minText,
  regexText,
  validateParam,
} from './param-validation.ts';
import { toParamSpec } from './playbook-params.ts';

const check = (param: Omit<PlaybookParameter, 'name'>, value: string) =>
  validateParam(toParamSpec({ name: 'p', ...param }), value);
const text = (properties: Record<string, unknown>, value: string, required = false) =>
  check({ type: 'text', required, properties }, value);

describe('required', () => {
  it('asks for every required field type while it is empty or blank', () => {
    for (const type of ['text', 'code', 'list', 'team', 'people', 'component', 'config', 'check'])
      for (const empty of ['', '   '])
        expect(check({ type, required: true }, empty), `${type} "${empty}"`).toBe(REQUIRED_TEXT);
  });

  it('accepts any value in a required picker or plain text field', () => {
    expect(check({ type: 'team', required: true }, 'a-team-id')).toBeUndefined();
    expect(check({ type: 'text', required: true }, 'x')).toBeUndefined();
  });

  it('leaves empty optional fields alone, whatever their rules', () => {
    for (const properties of [
      { format: 'number', min: 1 },
      { format: 'dns1123' },
      { format: 'bytes' },
      { minLength: 3 },
      { regex: '[0-9]+' },
    ])
      expect(text(properties, '')).toBeUndefined();
  });

  it('requires a required checkbox to be ticked', () => {
    expect(check({ type: 'checkbox', required: true }, 'false')).toBe(REQUIRED_TEXT);
    expect(check({ type: 'checkbox', required: true }, 'true')).toBeUndefined();
    expect(check({ type: 'checkbox' }, 'false')).toBeUndefined();
  });
});

describe('numbers, min and max', () => {
  it('rejects text that is not a number in a number field', () => {
    for (const bad of ['abc', '1a', '1,5', '--2'])
      expect(text({ format: 'number' }, bad), bad).toBe(NUMBER_TEXT);
    for (const ok of ['3', '-2.5', '1e2'])
      expect(text({ format: 'number' }, ok), ok).toBeUndefined();
  });

  it('honours min and max, inclusive', () => {
    const props = { format: 'number', min: 1, max: '10' };
    expect(text(props, '0')).toBe(minText('1'));
    expect(text(props, '1')).toBeUndefined();
    expect(text(props, '10')).toBeUndefined();
    expect(text(props, '10.5')).toBe(maxText('10'));
  });

  it('treats a plain text field with numeric bounds as a number', () => {
    expect(text({ min: 5 }, 'five')).toBe(NUMBER_TEXT);
    expect(text({ min: 5 }, '4')).toBe(minText('5'));
    expect(text({ max: 5 }, '6')).toBe(maxText('5'));
    expect(text({ max: 5 }, '5')).toBeUndefined();
  });

  it('ignores bounds that are not numbers', () => {
    expect(text({ format: 'number', min: 'low' }, '-100')).toBeUndefined();
  });
});

describe('minLength, maxLength and regex', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(text({ minLength: 3 }, 'ab')).toBe(minLengthText(3));
    expect(text({ minLength: 3 }, 'abc')).toBeUndefined();
    expect(text({ maxLength: 2 }, 'abc')).toBe(maxLengthText(2));
    expect(text({ maxLength: 2 }, '😀😀')).toBeUndefined();
  });

  it('words singular and plural lengths', () => {
    expect(minLengthText(1)).toBe('Must be at least 1 character long');
    expect(maxLengthText(5)).toBe('Must be at most 5 characters long');
  });

  it('matches the whole value against the regex', () => {
    const props = { regex: '[A-Z]+-[0-9]+' };
    expect(text(props, 'OPS-42')).toBeUndefined();
    expect(text(props, 'ops-42')).toBe(regexText('[A-Z]+-[0-9]+'));
    expect(text(props, 'see OPS-42')).toBe(regexText('[A-Z]+-[0-9]+'));
    expect(text({ regex: 'a|b' }, 'ab')).toBe(regexText('a|b'));
  });

  it('does not block a run on a regex that does not compile', () => {
    expect(text({ regex: '([' }, 'anything')).toBeUndefined();
  });

  it('reports the format before the length', () => {
    expect(text({ format: 'number', minLength: 5 }, 'x')).toBe(NUMBER_TEXT);
  });
});

describe('dns1123', () => {
  it('allows lowercase alphanumerics with - and . segments', () => {
    for (const ok of ['a', 'my-app', 'my-app.prod', 'a1.b2.c3', '0', 'x'.repeat(63)])
      expect(isDns1123(ok), ok).toBe(true);
  });

  it('refuses capitals, other characters, edge dashes and dots, empty parts and long names', () => {
    for (const bad of [
      'My-app',
      'my_app',
      'my app',
      '-app',
      'app-',
      'a.-b',
      '.app',
      'app.',
      'a..b',
      'a'.repeat(254),
    ])
      expect(isDns1123(bad), bad).toBe(false);
    expect(text({ format: 'dns1123' }, 'Bad_Name')).toBe(DNS1123_TEXT);
    expect(text({ format: 'dns1123' }, 'good.name')).toBeUndefined();
  });
});

describe('memory (bytes) and CPU (millicores)', () => {
  it('needs a numeric memory amount, not negative, in Mi/Gi/Ti', () => {
    expect(text({ format: 'bytes' }, 'lotsMi')).toBe(NUMBER_TEXT);
    expect(text({ format: 'bytes' }, '1G')).toBe(NUMBER_TEXT);
    expect(text({ format: 'bytes' }, '-1Gi')).toBe(NEGATIVE_TEXT);
    for (const ok of ['512Mi', '2Gi', '1Ti', '256', '0.5Gi'])
      expect(text({ format: 'bytes' }, ok), ok).toBeUndefined();
  });

  it('compares memory across units', () => {
    const props = { format: 'bytes', min: '256Mi', max: '2Gi' };
    expect(text(props, '128Mi')).toBe(minText('256Mi'));
    expect(text(props, '0.25Gi')).toBeUndefined();
    expect(text(props, '2048Mi')).toBeUndefined();
    expect(text(props, '3Gi')).toBe(maxText('2Gi'));
    expect(text({ format: 'bytes', max: 1024 }, '1Ti')).toBe(maxText('1024'));
  });

  it('needs whole, non-negative millicores', () => {
    expect(text({ format: 'millicores' }, 'fastm')).toBe(NUMBER_TEXT);
    expect(text({ format: 'millicores' }, '0.5m')).toBe(MILLICORES_TEXT);
    expect(text({ format: 'millicores' }, '-5m')).toBe(NEGATIVE_TEXT);
    expect(text({ format: 'millicores' }, '500m')).toBeUndefined();
    const props = { format: 'millicores', min: '100m', max: 2000 };
    expect(text(props, '50m')).toBe(minText('100m'));
    expect(text(props, '2001m')).toBe(maxText('2000'));
    expect(text(props, '2000m')).toBeUndefined();
  });

  it('applies the same rules to the bytes and millicores parameter types', () => {
    expect(check({ type: 'bytes' }, 'xMi')).toBe(NUMBER_TEXT);
    expect(check({ type: 'millicores' }, '1.5m')).toBe(MILLICORES_TEXT);
  });
});

describe('HTML input formats', () => {
  it('checks email and url', () => {
    expect(text({ format: 'email' }, 'oncall@example.com')).toBeUndefined();
    expect(text({ format: 'email' }, 'oncall')).toBe(EMAIL_TEXT);
    expect(text({ format: 'email' }, 'a b@c.d')).toBe(EMAIL_TEXT);
    expect(text({ format: 'url' }, 'https://runbooks.example.com/x')).toBeUndefined();
    expect(text({ format: 'url' }, 'runbooks')).toBe(URL_TEXT);
    expect(text({ format: 'url' }, 'http://')).toBe(URL_TEXT);
  });

  it('compares dates and times as ISO text against min and max', () => {
    const props = { format: 'date', min: '2026-01-01', max: '2026-12-31' };
    expect(text(props, '2025-12-31')).toBe(minDateText('2026-01-01'));
    expect(text(props, '2026-06-15')).toBeUndefined();
    expect(text(props, '2027-01-01')).toBe(maxDateText('2026-12-31'));
    expect(text({ format: 'time', max: '18:00' }, '19:30')).toBe(maxDateText('18:00'));
  });

  it('accepts anything in input types without rules of their own', () => {
    expect(text({ format: 'tel' }, 'call me')).toBeUndefined();
    expect(text({ format: 'password' }, 's3cr3t')).toBeUndefined();
  });
});

describe('lists and code', () => {
  const list = { type: 'list', properties: { options: [{ value: 'low' }, { value: 'high' }] } };

  it('accepts only a listed option', () => {
    expect(check(list, 'high')).toBeUndefined();
    expect(check(list, 'medium')).toBe(LIST_TEXT);
    expect(check({ type: 'list' }, 'anything')).toBeUndefined();
  });

  it('flags yaml or json that does not parse, and leaves other languages free', () => {
    expect(check({ type: 'code' }, 'a: [1')).toBe(invalidCodeText('yaml'));
    expect(check({ type: 'code' }, 'a: [1]')).toBeUndefined();
    expect(check({ type: 'code', properties: { language: 'json' } }, '{"a":')).toBe(
      'Enter valid JSON',
    );
    expect(check({ type: 'code', properties: { language: 'markdown' } }, '# [')).toBeUndefined();
  });
});
