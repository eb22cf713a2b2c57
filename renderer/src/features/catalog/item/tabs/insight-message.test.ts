import { describe, expect, it } from 'vitest';
import { INSIGHT_MESSAGE_LIMIT, insightMessage, insightPlainText } from './insight-message.ts';

describe('insight messages', () => {
  it('drops tags and script bodies, keeping the words', () => {
    expect(
      insightPlainText(
        '<p>Port <b>22</b> open</p><script>alert("x")</script><img src=x onerror=alert(1)>',
      ),
    ).toBe('Port 22 open');
  });

  it('decodes entities into text (which is rendered as text, never as markup)', () => {
    expect(insightPlainText('a &lt;b&gt; &amp; &#39;c&#39; &#x41;')).toBe("a <b> & 'c' A");
  });

  it('removes an unterminated script to the end', () => {
    expect(insightPlainText('ok <script>steal()')).toBe('ok');
  });

  it('leaves plain messages alone and empty ones empty', () => {
    expect(insightMessage('Container runs as root')).toEqual({
      text: 'Container runs as root',
      truncated: false,
    });
    expect(insightMessage(null)).toEqual({ text: '', truncated: false });
  });

  it('cuts at 500 characters with an ellipsis', () => {
    const long = 'x'.repeat(INSIGHT_MESSAGE_LIMIT + 20);
    const { text, truncated } = insightMessage(long);
    expect(truncated).toBe(true);
    expect(text).toBe(`${'x'.repeat(INSIGHT_MESSAGE_LIMIT)}…`);
    expect(insightMessage('y'.repeat(INSIGHT_MESSAGE_LIMIT)).truncated).toBe(false);
  });

  it('counts code points, not UTF-16 units', () => {
    const { text } = insightMessage('😀'.repeat(3), 2);
    expect(text).toBe('😀😀…');
  });
});
