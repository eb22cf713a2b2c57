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

  it("draws near-black ink (the AWS logo's navy) in a light colour, as TypeIcon does in the dark", () => {
    const aws = {
      tag: 'svg',
      attr: { viewBox: '0 0 10 10' },
      child: [{ tag: 'path', attr: { d: 'M0 0', fill: '#252f3e' }, child: [] }],
    };
    expect(iconSvg(aws, '#f6f7f9')).toContain('fill="#f6f7f9"');
    // On the light theme's graph (dark text) the logo keeps its own colour.
    expect(iconSvg(aws, '#1c2127')).toContain('fill="#252f3e"');
  });
});
