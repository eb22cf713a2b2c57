// The search box follows the URL, except when the URL only catches up with what the box wrote.
import { describe, expect, it } from 'vitest';
import { followUrl } from './UrlSearchBox.tsx';

describe('followUrl', () => {
  it('keeps what was typed after the settled text the URL now catches up with', () => {
    // 'triage-ac' was written after a pause; 'knowledge' was typed before the URL changed.
    expect(followUrl('triage-ac', { text: 'triage-acknowledge', settled: 'triage-ac' })).toBe(
      'triage-acknowledge',
    );
    expect(followUrl('abc', { text: 'abc d', settled: 'abc ' })).toBe('abc d');
  });

  it('takes a value from elsewhere (a link, Back, a cleared chip)', () => {
    expect(followUrl('', { text: 'abc', settled: 'abc' })).toBe('');
    expect(followUrl('abc', { text: '', settled: '' })).toBe('abc');
  });
});
