// 'Installation Instructions' shown once after an agent is created: Flux and Helm CLI tabs with the
// agent's one-time access token filled in.
import { useState } from 'react';
import { Callout, Tab, Tabs } from '@blueprintjs/core';
import { CopyButton } from '../../../components/clipboard/CopyButton.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { fluxManifest, helmCommand, type InstallTarget } from '../agent-form.ts';

function Snippet({ text, label }: { text: string; label: string }) {
  return (
    <div className="mc-agent-snippet">
      <pre aria-label={label}>{text}</pre>
      <CopyButton text={text} />
    </div>
  );
}

export function InstallInstructionsModal({
  target,
  onClose,
}: {
  target: InstallTarget;
  onClose: () => void;
}) {
  const [tab, setTab] = useState('flux');
  return (
    <Modal isOpen size="large" title="Installation Instructions" onClose={onClose}>
      <Callout intent="warning" compact>
        The access token is shown only once; copy it now.
      </Callout>
      <Tabs id="agent-install" selectedTabId={tab} onChange={(t) => setTab(String(t))}>
        <Tab
          id="flux"
          title="Flux"
          panel={<Snippet text={fluxManifest(target)} label="Flux manifest" />}
        />
        <Tab
          id="helm"
          title="Helm CLI"
          panel={<Snippet text={helmCommand(target)} label="Helm command" />}
        />
      </Tabs>
    </Modal>
  );
}
