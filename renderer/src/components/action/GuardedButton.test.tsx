// The button's wiring, rendered to markup: the permission hides it, offline disables it inside
// the wrapper that carries the reason (the e2e specs hover `.mcd-offline-guard`).
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { PermissionsProvider } from '../../lib/permissions/PermissionsProvider.tsx';
import { buildSubject } from '../../lib/permissions/permissions.ts';
import { GuardedButton, GuardedMenuItem } from './GuardedButton.tsx';

// The connectivity hook reads an external store, which a server render cannot; the test sets the
// answer instead.
const REASON = 'Not available offline: the organisation cannot be reached.';
const connectivity = vi.hoisted(() => ({ offline: false }));
vi.mock('../../session/offline/hooks.ts', () => ({
  useOfflineGuard: () => ({
    offline: connectivity.offline,
    reason: connectivity.offline ? REASON : null,
  }),
}));

function render(node: ReactNode, options: { roles?: string[]; offline?: boolean } = {}) {
  connectivity.offline = options.offline ?? false;
  return renderToStaticMarkup(
    <PermissionsProvider subject={buildSubject(options.roles ?? ['admin'])}>
      {node}
    </PermissionsProvider>,
  );
}

describe('GuardedButton', () => {
  it('renders an enabled button for a user with the permission, online', () => {
    const html = render(<GuardedButton text="Delete" resource="notifications" />);
    expect(html).toContain('Delete');
    expect(html).not.toContain('disabled');
    expect(html).not.toContain('mcd-offline-guard');
  });

  it('renders nothing for a user without the permission', () => {
    expect(
      render(<GuardedButton text="Delete" resource="notifications" />, { roles: ['viewer'] }),
    ).toBe('');
    expect(
      render(<GuardedMenuItem text="Link to Catalog" resource="topologies" />, {
        roles: ['viewer'],
      }),
    ).toBe('');
  });

  it('is disabled offline, inside the wrapper that carries the reason', () => {
    const html = render(<GuardedButton text="Run Now" />, { offline: true });
    expect(html).toContain('mcd-offline-guard');
    expect(html).toContain(`aria-label="${REASON}"`);
    expect(html).toMatch(/<button[^>]*disabled/);
  });

  it('stays enabled offline for a local action (removing an organisation from this install)', () => {
    const html = render(<GuardedButton text="Remove" local />, { offline: true });
    expect(html).not.toContain('mcd-offline-guard');
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('shows the pending text and stays disabled while the action runs', () => {
    const html = render(<GuardedButton text="Save" pending pendingText="Saving" />);
    expect(html).toContain('Saving');
    expect(html).toMatch(/<button[^>]*disabled/);
  });
});
