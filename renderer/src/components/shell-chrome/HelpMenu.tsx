// The docs help menu (spec 1 §1): the help page in the OS browser, the application's logs, and
// About.
import { useState } from 'react';
import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { openInBrowser } from '../deep-link/open-in-browser.ts';
import { docsUrl } from '../../lib/routing/paths.ts';
import { lazyPart } from '../lazy-part/lazy-part.tsx';

const AboutDialog = lazyPart(() => import('./AboutDialog.tsx').then((m) => m.AboutDialog), {
  useShown: (props) => props.isOpen,
});
const LogsDialog = lazyPart(() => import('./LogsDialog.tsx').then((m) => m.LogsDialog));

const openDocs = () => openInBrowser(docsUrl(), 'the docs');

export function HelpMenu({ orgId }: { orgId: string | null }) {
  const [aboutOpen, setAboutOpen] = useState(false);
  const [logsOpen, setLogsOpen] = useState(false);
  return (
    <>
      <Popover
        placement="bottom-end"
        content={
          <Menu aria-label="Help">
            <MenuItem
              icon="manual"
              text="Documentation"
              label="flanksource.com"
              onClick={() => void openDocs()}
            />
            <MenuItem icon="console" text="Show logs" onClick={() => setLogsOpen(true)} />
            <MenuItem
              icon="info-sign"
              text="About Mission Control Desktop"
              onClick={() => setAboutOpen(true)}
            />
          </Menu>
        }
      >
        <Button variant="minimal" icon="help" aria-label="Help" title="Help" />
      </Popover>
      <AboutDialog isOpen={aboutOpen} onClose={() => setAboutOpen(false)} orgId={orgId} />
      {logsOpen && <LogsDialog isOpen onClose={() => setLogsOpen(false)} />}
    </>
  );
}
