import { describe, expect, it } from 'vitest';
import { Classes } from '@blueprintjs/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { StatusTag } from '../../../../components/status-tag/StatusTag.tsx';
import { RUN_STATUS } from '../../../../lib/vocabulary/run-status.ts';

const RunStatusCell = ({ status }: { status: string }) => (
  <StatusTag vocabulary={RUN_STATUS} value={status} />
);

describe("the Playbooks tab's run status", () => {
  it('colours waiting amber, as /playbooks/runs does (issue 32)', () => {
    const html = renderToStaticMarkup(<RunStatusCell status="waiting" />);
    expect(html).toContain(Classes.INTENT_WARNING);
    expect(html).toContain('>Waiting<');
  });

  it('keeps cancelled plain and failed red', () => {
    expect(renderToStaticMarkup(<RunStatusCell status="cancelled" />)).not.toContain('intent');
    expect(renderToStaticMarkup(<RunStatusCell status="failed" />)).toContain(
      Classes.INTENT_DANGER,
    );
  });
});
