import { describe, expect, it } from 'vitest';
import { escapeHtml, markup } from './markup.ts';

describe('markup', () => {
  it('escapes every value put into the template', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(markup`<p title="${'"x"'}">${'<script>'}${3}</p>`.text).toBe(
      '<p title="&quot;x&quot;">&lt;script&gt;3</p>',
    );
  });

  it('keeps its own markup, lists of it, and writes nothing for null, undefined and false', () => {
    const items = ['a<', 'b'].map((item) => markup`<li>${item}</li>`);
    expect(markup`<ul>${items}</ul>${null}${undefined}${false}`.text).toBe(
      '<ul><li>a&lt;</li><li>b</li></ul>',
    );
    expect(String(markup`<b>${'&'}</b>`)).toBe('<b>&amp;</b>');
  });
});
