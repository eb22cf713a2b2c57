// The client snippets, rendered to markup: the first client is chosen, with where its text goes,
// the text itself and its steps when it has any.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ClientSnippets } from './ClientSnippets.tsx';

const SNIPPETS = [
  { client: 'Editor', where: 'settings.json', body: '{"url":"U"}', steps: ['Open it', 'Paste'] },
  { client: 'Shell', where: 'Run in a terminal', body: 'mc login U' },
];

describe('ClientSnippets', () => {
  it('shows the first client: where, the filled text and its steps', () => {
    const html = renderToStaticMarkup(
      <ClientSnippets label="Clients" snippets={SNIPPETS} text={(s) => s.body.replace('U', 'x')} />,
    );
    expect(html).toContain('settings.json');
    expect(html).toContain('aria-label="Editor configuration"');
    expect(html).toContain('{&quot;url&quot;:&quot;x&quot;}');
    expect(html).toContain('<li>Open it</li><li>Paste</li>');
    expect(html).not.toContain('Run in a terminal');
  });

  it('leaves the steps out for a client without any', () => {
    const html = renderToStaticMarkup(
      <ClientSnippets label="Clients" snippets={SNIPPETS.slice(1)} text={(s) => s.body} />,
    );
    expect(html).toContain('mc login U');
    expect(html).not.toContain('<ol');
  });
});
