import { describe, expect, it } from 'vitest';
import { iconDataUrl, iconSvg } from './icon-data-url.ts';

describe('icon data URL', () => {
  it('writes the tree as an SVG document, attributes spelt the SVG way and values escaped', () => {
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
          { tag: 'linearGradient', attr: { id: 'a', gradientUnits: 'userSpaceOnUse' }, child: [] },
        ],
      },
      '#123456',
    );
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('viewBox="0 0 10 10"');
    expect(svg).toContain('style="color:#123456"');
    expect(svg).toContain('<path d="M0 0&quot;&lt;" fill-rule="evenodd" fill="currentColor">');
    expect(svg).toContain('gradientUnits="userSpaceOnUse"');
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
    expect(iconSvg(aws, '#f6f7f9')).toContain('style="color:#f6f7f9;--mc-icon-ink:#f6f7f9"');
    expect(iconSvg(aws, '#f6f7f9')).toContain('fill:var(--mc-icon-ink, #252f3e)');
    // On the light theme's graph (dark text) the logo keeps its own colour.
    expect(iconSvg(aws, '#1c2127')).not.toContain('--mc-icon-ink:');
  });
});
