// 'Installation Instructions' shown once after an agent is created: Flux and Helm CLI tabs with the
// agent's one-time access token filled in.
import { useState } from 'react';
import { Callout } from '@blueprintjs/core';
import { CopyButton } from '../../../components/clipboard/CopyButton.tsx';
import { DetailTabStrip } from '../../../components/detail-page/DetailPage.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { fluxManifest, helmCommand, type InstallTarget } from '../agent-form.ts';

const SNIPPETS = [
  { id: 'flux', title: 'Flux', label: 'Flux manifest', text: fluxManifest },
  { id: 'helm', title: 'Helm CLI', label: 'Helm command', text: helmCommand },
];

export function InstallInstructionsModal(props: { target: InstallTarget; onClose: () => void }) {
  const [tab, setTab] = useState('flux');
  const snippet = SNIPPETS.find((s) => s.id === tab) ?? SNIPPETS[0]!;
  const text = snippet.text(props.target);
  return (
    <Modal isOpen size="large" title="Installation Instructions" onClose={props.onClose}>
      <Callout intent="warning" compact>
        The access token is shown only once; copy it now.
      </Callout>
      <DetailTabStrip
        tabs={{ label: 'Install with', items: SNIPPETS, current: tab, onChange: setTab }}
      />
      <div className="mc-agent-snippet" role="tabpanel" aria-label={snippet.title}>
        <pre aria-label={snippet.label}>{text}</pre>
        <CopyButton text={text} />
      </div>
    </Modal>
  );
}
