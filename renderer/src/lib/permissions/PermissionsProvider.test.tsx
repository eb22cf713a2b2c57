import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PermissionsProvider, useCan } from './PermissionsProvider.tsx';
import { buildSubject } from './permissions.ts';
import type { Action, Resource } from './permissions.ts';

function Probe({ action, resource }: { action: Action; resource: Resource }) {
  return <>{useCan(action, resource) ? 'yes' : 'no'}</>;
}

describe('useCan', () => {
  it('answers from the provided subject', () => {
    const html = renderToStaticMarkup(
      <PermissionsProvider subject={buildSubject(['responder'])}>
        <Probe action="write" resource="incident" />|<Probe action="write" resource="playbooks" />
      </PermissionsProvider>,
    );
    expect(html).toBe('yes|no');
  });

  it('denies everything without a provider', () => {
    expect(renderToStaticMarkup(<Probe action="read" resource="canaries" />)).toBe('no');
  });
});
