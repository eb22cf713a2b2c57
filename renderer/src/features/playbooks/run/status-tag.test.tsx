import { describe, expect, it } from 'vitest';
import { Classes } from '@blueprintjs/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { RUN_STATUS } from '../../../lib/vocabulary/run-status.ts';

describe('run status tag on /playbooks/runs', () => {
  it('colours waiting amber, as the config item Playbooks tab does (issue 32)', () => {
    const html = renderToStaticMarkup(<StatusTag vocabulary={RUN_STATUS} value="waiting" round />);
    expect(html).toContain(Classes.INTENT_WARNING);
    expect(html).toContain('>Waiting<');
  });
});
