// The targets editor's markup: the empty text, a card per target with the fields its type has
// (agent and tags for a config; neither for a playbook; no name picker under a wildcard), the
// global note, each target's message once a save was tried, and no Add or remove when read-only.
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ScopeTargetsEditor, NO_TARGETS_TEXT } from './ScopeTargetsEditor.tsx';
import { GLOBAL_NOTE_TEXT } from './TargetCard.tsx';
import { EMPTY_TARGET_TEXT, type ScopeTarget } from './scope-targets.ts';

vi.mock('../../session/org-context.tsx', () => ({ useOrgId: () => 'org-1' }));

function render(value: ScopeTarget[], extra: { disabled?: boolean; showErrors?: boolean } = {}) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ScopeTargetsEditor value={value} onChange={vi.fn()} {...extra} />
    </QueryClientProvider>,
  );
}

const escaped = (text: string) => text.replaceAll('"', '&quot;');

describe('ScopeTargetsEditor', () => {
  it('says there are no targets, and offers Add Target', () => {
    const html = render([]);
    expect(html).toContain(escaped(NO_TARGETS_TEXT));
    expect(html).toContain('Add Target');
  });

  it('shows agent and tags for a config, with the chosen tags', () => {
    const html = render([{ config: { name: 'db', agent: 'a1', tagSelector: 'env=prod' } }]);
    expect(html).toContain('aria-label="Target 1"');
    expect(html).toContain('aria-label="Name: db"');
    expect(html).toContain('aria-label="Agent: a1"');
    expect(html).toContain('Select the agent for this resource');
    expect(html).toContain('Resources must match ALL these tags');
    expect(html).toContain('value="env"');
    expect(html).toContain('value="prod"');
  });

  it('shows neither agent nor tags for a playbook, and no name under a wildcard', () => {
    const html = render([{ playbook: { name: '*' } }]);
    expect(html).not.toContain('Agent:');
    expect(html).not.toContain('Resources must match ALL these tags');
    expect(html).not.toContain('aria-label="Name:');
    expect(html).toContain('checked=""');
    expect(render([{ playbook: { name: 'restart' } }])).not.toContain('checked=""');
  });

  it('warns what a global target means', () => {
    expect(render([{ global: { tagSelector: 'a=b' } }])).toContain(GLOBAL_NOTE_TEXT);
  });

  it("shows each target's message once a save was tried", () => {
    expect(render([{ config: {} }])).not.toContain(EMPTY_TARGET_TEXT);
    expect(render([{ config: {} }], { showErrors: true })).toContain(EMPTY_TARGET_TEXT);
  });

  it('offers no Add or remove when read-only', () => {
    const html = render([{ view: { name: 'x' } }], { disabled: true });
    expect(html).not.toContain('Add Target');
    expect(html).not.toContain('Remove target 1');
  });
});
