import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ALL_DETAILS_TEXT,
  NO_DESCRIPTION_TEXT,
  flagDescription,
  mergeFlags,
  validateFlag,
} from './feature-flags.ts';
import { FieldList } from '../../components/form-kit/FieldList.tsx';
import { FLAG_DIALOG_FIELDS } from './pages/FeatureFlagsPage.tsx';

describe('feature flags', () => {
  it('keeps the backend order and joins each flag with its row', () => {
    const flags = mergeFlags(
      [
        { name: 'scraper.concurrency', value: '8', source: 'local', description: 'file' },
        { name: 'logs.disable', value: 'true', source: 'db' },
      ],
      [
        {
          name: 'logs.disable',
          value: 'true',
          created_by: { id: 'p1', name: 'Ada' },
          updated_at: '2026-11-20T10:00:00Z',
        },
      ],
    );
    expect(flags.map((f) => [f.name, f.source])).toEqual([
      ['scraper.concurrency', 'local'],
      ['logs.disable', 'db'],
    ]);
    expect(flags[0]?.createdBy).toBeNull();
    expect(flags[1]).toMatchObject({
      createdBy: { name: 'Ada' },
      updatedAt: '2026-11-20T10:00:00Z',
    });
  });

  it('asks for all details when the name or the value is empty', () => {
    expect(validateFlag({ name: 'a', value: ' ' })).toEqual({ value: ALL_DETAILS_TEXT });
    expect(validateFlag({ name: '', value: 'x' })).toEqual({ name: ALL_DETAILS_TEXT });
    expect(validateFlag({ name: 'a', value: 'x' })).toEqual({});
  });
});

describe('the feature flag dialog', () => {
  // Issue 32, 16c: the dialog lacked Description (spec 3 §2.7: name, value, description, source).
  const flags = mergeFlags(
    [
      { name: 'logs.disable', value: 'true', source: 'db', description: 'Hide the Logs screen' },
      { name: 'incidents.disable', value: 'false', source: 'db' },
    ],
    [],
  );

  it("describes a flag with the backend's text, also for a name being typed in Add", () => {
    expect(flagDescription('logs.disable', flags)).toBe('Hide the Logs screen');
    expect(flagDescription(' logs.disable ', flags)).toBe('Hide the Logs screen');
    expect(flagDescription('incidents.disable', flags)).toBe(NO_DESCRIPTION_TEXT);
    expect(flagDescription('new.flag', flags)).toBe(NO_DESCRIPTION_TEXT);
  });

  const render = (errors: Record<string, string>) =>
    renderToStaticMarkup(
      <FieldList
        fields={FLAG_DIALOG_FIELDS}
        idPrefix="flag"
        layout="stack"
        editing
        values={{
          name: 'incidents.disable',
          value: '',
          description: flagDescription('incidents.disable', flags),
          source: flags[1]!.source,
        }}
        errors={errors}
        onChange={() => {}}
      />,
    );

  it('shows Description between Value and Source, even when the flag has none', () => {
    expect(render({})).toMatch(/Value.*Description.*No description.*Source/s);
  });

  it("shows 'please provide all details' under an empty value; an existing name is fixed", () => {
    const html = render({ value: ALL_DETAILS_TEXT });
    expect(html).toMatch(/Value.*please provide all details.*Description/s);
    expect(html).toMatch(/<input[^>]*disabled=""[^>]*id="flag-name"|id="flag-name"[^>]*disabled/);
  });
});
