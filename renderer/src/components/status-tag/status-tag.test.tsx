import { describe, expect, it } from 'vitest';
import { Classes } from '@blueprintjs/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { HEALTH } from '../../lib/vocabulary/health.ts';
import { SEVERITY } from '../../lib/vocabulary/severity.ts';
import { StatusTag } from './StatusTag.tsx';

describe('StatusTag', () => {
  it("shows the entry's label in its intent", () => {
    const html = renderToStaticMarkup(<StatusTag vocabulary={SEVERITY} value="critical" />);
    expect(html).toContain(Classes.INTENT_DANGER);
    expect(html).toContain('>Critical<');
  });

  it('reads aliases and shows the icon when asked', () => {
    const html = renderToStaticMarkup(<StatusTag vocabulary={HEALTH} value="degraded" withIcon />);
    expect(html).toContain('>Unhealthy<');
    expect(html).toContain('data-icon="error"');
  });

  it('shows an unknown value title-cased and plain, and nothing for none', () => {
    const html = renderToStaticMarkup(<StatusTag vocabulary={SEVERITY} value="very_odd" />);
    expect(html).toContain('>Very Odd<');
    expect(html).not.toContain('intent');
    expect(renderToStaticMarkup(<StatusTag vocabulary={SEVERITY} value="" />)).toBe('');
  });
});
