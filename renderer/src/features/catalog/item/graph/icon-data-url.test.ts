import { describe, expect, it } from 'vitest';
import { iconDataUrl, iconSvg, svgAttributeName } from './icon-data-url.ts';

describe('icon data URL', () => {
  it('spells React-named attributes the SVG way and keeps the camelCase ones', () => {
    expect(svgAttributeName('fillRule')).toBe('fill-rule');
    expect(svgAttributeName('stopColor')).toBe('stop-color');
    expect(svgAttributeName('clipPath')).toBe('clip-path');
    expect(svgAttributeName('viewBox')).toBe('viewBox');
    expect(svgAttributeName('gradientUnits')).toBe('gradientUnits');
    expect(svgAttributeName('xlinkHref')).toBe('href');
  });

  it('serialises the tree, colouring currentColor and escaping values', () => {
    const svg = iconSvg(
      {
        tag: 'svg',
        attr: { viewBox: '0 0 10 10' },
        child: [
          {
            tag: 'path',
            attr: { d: 'M0 0"<', fillRule: 'evenodd', fill: 'currentColor' },
            child: [],
          },
          { tag: 'bad tag', attr: {}, child: [] },
        ],
      },
      '#123456',
    );
    expect(svg).toContain('viewBox="0 0 10 10"');
    expect(svg).toContain('<path d="M0 0&quot;&lt;" fill-rule="evenodd" fill="#123456"></path>');
    expect(svg).not.toContain('bad tag');
    expect(iconDataUrl({ tag: 'svg', attr: {}, child: [] }, 'red')).toMatch(
      /^data:image\/svg\+xml;charset=utf-8,%3Csvg/,
    );
  });
});
