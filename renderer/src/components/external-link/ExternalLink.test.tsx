import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ExternalLink } from './ExternalLink.tsx';

const html = (href: string | undefined) =>
  renderToStaticMarkup(<ExternalLink href={href}>the page</ExternalLink>);

describe('ExternalLink', () => {
  it('opens an http(s) address outside the app, without a referrer', () => {
    expect(html(' https://example.com/a ')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noreferrer">the page</a>',
    );
  });

  it('leaves anything else as its text', () => {
    for (const href of ['javascript:alert(1)', '/settings', 'https://u:p@example.com', undefined])
      expect(html(href)).toBe('the page');
  });
});
