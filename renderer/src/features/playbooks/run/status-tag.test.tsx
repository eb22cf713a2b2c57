import { describe, expect, it } from 'vitest';
import { Classes } from '@blueprintjs/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { StatusTag as VocabularyTag } from '../../../components/status-tag/StatusTag.tsx';
import { RUN_STATUS } from '../../../lib/vocabulary/index.ts';
import { StatusTag } from './StatusTag.tsx';

describe('run status tag', () => {
  it('colours waiting amber as the config item Playbooks tab does (issue 32)', () => {
    const runs = renderToStaticMarkup(<StatusTag status="waiting" />);
    const tab = renderToStaticMarkup(<VocabularyTag vocabulary={RUN_STATUS} value="waiting" />);
    expect(runs).toContain(Classes.INTENT_WARNING);
    expect(tab).toContain(Classes.INTENT_WARNING);
    expect(runs).toContain('>Waiting<');
  });
});
