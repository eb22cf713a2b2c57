import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { asOfText, offlineBannerText, shortAge } from './format-age.ts';

describe('offline wording', () => {
  it('says when the data is from, and how old it is', () => {
    const dataAt = dayjs('2026-11-22T14:02:00').valueOf();
    const now = dayjs('2026-11-22T17:10:00').valueOf();
    expect(offlineBannerText(dataAt, now)).toBe('Offline — showing data from 14:02 (3 h ago)');
    expect(offlineBannerText(null, now)).toMatch(/no data .* available offline/);
  });

  it('adds the date when the data is from another day', () => {
    const dataAt = dayjs('2026-11-20T09:05:00').valueOf();
    const now = dayjs('2026-11-22T10:00:00').valueOf();
    expect(offlineBannerText(dataAt, now)).toBe(
      'Offline — showing data from 20 Nov 09:05 (2 d ago)',
    );
  });

  it('short ages', () => {
    expect(shortAge(5_000)).toBe('just now');
    expect(shortAge(12 * 60_000)).toBe('12 min ago');
    expect(shortAge(59 * 60_000)).toBe('59 min ago');
    expect(shortAge(60 * 60_000)).toBe('1 h ago');
  });

  it('marks panels older than their refresh interval', () => {
    const dataAt = dayjs('2026-11-22T14:02:00').valueOf();
    expect(asOfText(dataAt, 60_000, dataAt + 30_000)).toBeNull();
    expect(asOfText(dataAt, 60_000, dataAt + 61_000)).toBe('as of 14:02');
  });
});
