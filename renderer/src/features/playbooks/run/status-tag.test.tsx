import { describe, expect, it } from 'vitest';
import { Classes } from '@blueprintjs/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { StatusTag } from './StatusTag.tsx';

describe('run status tag on /playbooks/runs', () => {
  it('colours waiting amber, as the config item Playbooks tab does (issue 32)', () => {
    const html = renderToStaticMarkup(<StatusTag status="waiting" />);
    expect(html).toContain(Classes.INTENT_WARNING);
    expect(html).toContain('>Waiting<');
  });
});
