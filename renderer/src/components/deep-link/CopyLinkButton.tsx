// The top bar's 'Copy link': the `missioncontrol://` link of the screen on display, so a
// teammate's app opens the same organisation and page. Hidden on pages that are not linkable.
import { Button } from '@blueprintjs/core';
import { useLocation } from 'react-router';
import { useOrgId } from '../../session/org-context.tsx';
import { copyDeepLink, deepLinkFor } from './copy-link.ts';

export function CopyLinkButton() {
  const orgId = useOrgId();
  const { pathname, search } = useLocation();
  const route = `${pathname}${search}`;
  if (!deepLinkFor(orgId, route)) return null;
  return (
    <Button
      variant="minimal"
      icon="link"
      aria-label="Copy link"
      title="Copy link to this page"
      onClick={() => void copyDeepLink(orgId, route)}
    />
  );
}
