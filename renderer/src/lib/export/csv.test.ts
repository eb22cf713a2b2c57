import { describe, expect, it } from 'vitest';
import { columnsOf, csvField, csvRecord, parseCsv } from './csv.ts';

describe('csvField', () => {
  it('quotes fields with commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes empty for null and undefined, JSON for objects, numbers as they are', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(true)).toBe('true');
    expect(csvField({ a: 1, b: 'x,y' })).toBe('"{""a"":1,""b"":""x,y""}"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('+1+2')).toBe("'+1+2");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('a=1')).toBe('a=1');
  });
});

describe('csvRecord and parseCsv', () => {
  it('ends records in CRLF and reads back what it wrote', () => {
    const rows = [
      ['id', 'name', 'note'],
      ['1', 'a,b', 'he said "no"\nthen left'],
      ['2', '', "'=cmd"],
    ];
    const text = rows.map((r) => csvRecord(r)).join('');
    expect(text.startsWith('id,name,note\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual(rows);
  });

  it('takes columns in first-seen order across rows', () => {
    expect(
      columnsOf([
        { a: 1, b: 2 },
        { c: 3, a: 4 },
      ]),
    ).toEqual(['a', 'b', 'c']);
  });
});
