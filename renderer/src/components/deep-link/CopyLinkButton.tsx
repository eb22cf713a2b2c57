// The top bar's link buttons: 'Copy link', the `missioncontrol://` link of the screen on display
// (by the organisation's address, so a teammate's app opens the same organisation and page), and
// 'Open in web console', the same screen in the organisation's web console in the system browser
// (shown where the organisation's address is its console's). Hidden on pages that are not linkable.
import { Button } from '@blueprintjs/core';
import { useLocation } from 'react-router';
import { consoleUrlOf } from '../../../../preload/contract/console-url.ts';
import { useCurrentOrg } from '../../session/org-context.tsx';
import { copyDeepLink, deepLinkFor } from './copy-link.ts';
import { openInBrowser } from './open-in-browser.ts';

export function CopyLinkButton() {
  const { orgId, org } = useCurrentOrg();
  const { pathname, search } = useLocation();
  const route = `${pathname}${search}`;
  if (!deepLinkFor(orgId, route)) return null;
  const consoleUrl = org ? consoleUrlOf(org, route) : null;
  return (
    <>
      <Button
        variant="minimal"
        icon="link"
        aria-label="Copy link"
        title="Copy link to this page"
        onClick={() => void copyDeepLink(orgId, route)}
      />
      {consoleUrl && (
        <Button
          variant="minimal"
          icon="share"
          aria-label="Open in web console"
          title={`Open this page in the web console (${org?.host ?? ''})`}
          onClick={() => void openInBrowser(consoleUrl, 'the web console')}
        />
      )}
    </>
  );
}
