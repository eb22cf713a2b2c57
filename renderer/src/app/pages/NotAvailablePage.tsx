// Honest placeholder for a screen whose feature has not been built yet; the route, sidebar entry
// and guards are real, so navigation and permissions can be exercised before the screen lands.
import { NonIdealState } from '@blueprintjs/core';
import { useMatches } from 'react-router';

function titleOf(handle: unknown): string | null {
  if (handle && typeof handle === 'object' && 'title' in handle) {
    const { title } = handle;
    return typeof title === 'string' ? title : null;
  }
  return null;
}

export function NotAvailablePage() {
  const matches = useMatches();
  const screen = titleOf(matches.at(-1)?.handle) ?? 'This screen';
  return (
    <NonIdealState
      className="mcd-page-state"
      icon="build"
      title={`${screen} is not available in this build yet`}
      description="The route, navigation and permissions are in place; the screen itself comes in a later build."
    />
  );
}
