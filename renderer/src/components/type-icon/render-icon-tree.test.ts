import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  idPrefixFrom,
  isDimOnDark,
  isNearBlack,
  renderIconTree,
  type IconNode,
} from './render-icon-tree.ts';

const postgres: IconNode = {
  tag: 'svg',
  attr: { viewBox: '0 0 32 32' },
  child: [
    { tag: 'path', attr: { d: 'M0 0h4', fill: '#336791', fillRule: 'evenodd' }, child: [] },
    { tag: 'path', attr: { d: 'M1 1h2' }, child: [] },
  ],
};

const clipped: IconNode = {
  tag: 'svg',
  attr: { viewBox: '0 0 8 8' },
  child: [
    {
      tag: 'defs',
      attr: {},
      child: [
        {
          tag: 'clipPath',
          attr: { id: 'a' },
          child: [{ tag: 'path', attr: { d: 'M0 0' }, child: [] }],
        },
      ],
    },
    { tag: 'g', attr: { clipPath: 'url(#a)' }, child: [] },
    { tag: 'use', attr: { href: '#a', x: '1' }, child: [] },
  ],
};

const html = (tree: IconNode, title?: string) =>
  renderToStaticMarkup(renderIconTree(tree, { size: 16, title, idPrefix: 'p-', className: 'c' }));

describe('renderIconTree', () => {
  it('draws the tree at the given size, painting with currentColor where the icon sets no colour', () => {
    expect(html(postgres)).toBe(
      '<svg viewBox="0 0 32 32" width="16" height="16" fill="currentColor" stroke="currentColor" ' +
        'stroke-width="0" class="c" focusable="false" aria-hidden="true">' +
        '<path d="M0 0h4" fill="#336791" fill-rule="evenodd"></path><path d="M1 1h2"></path></svg>',
    );
  });

  it('is an image named by its title when it has one', () => {
    const markup = html(postgres, 'PostgreSQL');
    expect(markup).toContain('role="img"');
    expect(markup).not.toContain('aria-hidden');
    expect(markup).toMatch(/^<svg[^>]*><title>PostgreSQL<\/title><path/);
  });

  it('scopes ids and the references to them', () => {
    const markup = html(clipped);
    expect(markup).toContain('<clipPath id="p-a">');
    expect(markup).toContain('clip-path="url(#p-a)"');
    expect(markup).toContain('href="#p-a"');
    expect(markup).not.toMatch(/"#a"|\(#a\)|id="a"/);
  });
});

describe('idPrefixFrom', () => {
  it('keeps only characters that are safe in an id reference', () => {
    expect(idPrefixFrom('«r1»')).toBe('_r1_-');
    expect(idPrefixFrom('_r_1_')).toBe('_r_1_-');
    expect(idPrefixFrom(':r2:')).toBe('_r2_-');
  });
});

describe('near-black ink (issue 32, 14)', () => {
  it('tells black and very dark colours from the rest', () => {
    for (const c of ['#000', '#000000', 'black', '#252f3e', '#1a1a1a'])
      expect(isNearBlack(c)).toBe(true);
    for (const c of ['#fff', '#336791', '#ff9900', 'rgb(100%, 60%, 0%)', 'currentColor', 'none'])
      expect(isNearBlack(c)).toBe(false);
  });
  it('draws near-black shapes with --mc-icon-ink, which the dark theme sets light', () => {
    const aws: IconNode = {
      tag: 'svg',
      attr: { viewBox: '0 0 8 8' },
      child: [
        { tag: 'path', attr: { d: 'M0 0', fill: '#252F3E' }, child: [] },
        { tag: 'path', attr: { d: 'M1 1', fill: '#FF9900' }, child: [] },
      ],
    };
    const html = renderToStaticMarkup(renderIconTree(aws, { size: 16, idPrefix: 'p-' }));
    expect(html).toContain('style="fill:var(--mc-icon-ink, #252F3E)"');
    expect(html).toContain('fill="#FF9900"');
    expect(html).not.toContain('fill="#252F3E"');
  });
});

describe('icons too dark for the dark theme', () => {
  const drawn = (...fills: string[]): IconNode => ({
    tag: 'svg',
    attr: { viewBox: '0 0 8 8' },
    child: fills.map((fill) => ({ tag: 'path', attr: { d: 'M0 0', fill }, child: [] })),
  });

  it('are those whose every colour is under 3:1 on a dark card (a deep red or blue)', () => {
    expect(isDimOnDark(drawn('#c62828', '#1f6fb2'))).toBe(true);
    expect(html(drawn('#c62828'))).toContain('class="c mc-type-icon-dim"');
  });

  it('not those with a bright part, text-coloured shapes or near-black ink (which turns light)', () => {
    expect(isDimOnDark(drawn('#c62828', '#ff9900'))).toBe(false);
    expect(isDimOnDark(postgres)).toBe(false);
    expect(isDimOnDark(drawn('#000000'))).toBe(false);
    expect(html(drawn('#ff9900'))).toContain('class="c"');
  });
});
