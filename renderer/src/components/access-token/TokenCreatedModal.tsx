// 'Token Created Successfully' (spec 5-access §2.6): the token, shown this once, with its copy
// button and where to put it, per client. The token lives in this dialog's props only.
import { useState } from 'react';
import { Button, Callout, Classes } from '@blueprintjs/core';
import { CopyButton } from '../clipboard/CopyButton.tsx';
import { DetailTabStrip } from '../detail-page/DetailPage.tsx';
import { Modal } from '../modal/Modal.tsx';
import { fillSnippet, SNIPPETS } from './token-snippets.ts';
import './access-token.css';

export function TokenCreatedModal(props: {
  token: string;
  backendUrl: string;
  onClose: () => void;
}) {
  const [client, setClient] = useState(SNIPPETS[0]!.client);
  const snippet = SNIPPETS.find((s) => s.client === client) ?? SNIPPETS[0]!;
  const text = fillSnippet(snippet, props.backendUrl, props.token);
  return (
    <Modal
      isOpen
      size="large"
      title="Token Created Successfully"
      onClose={props.onClose}
      footer={<Button text="Close" onClick={props.onClose} />}
    >
      <Callout intent="warning" title="Important Security Notice" icon="warning-sign">
        This token is shown only once. Copy it and keep it somewhere safe: it cannot be shown again.
      </Callout>
      <div className="mcd-token-value">
        <code className={Classes.CODE} aria-label="Access token">
          {props.token}
        </code>
        <CopyButton
          text={props.token}
          label="Copy token"
          successMessage="Token copied to clipboard"
        />
      </div>
      <DetailTabStrip
        tabs={{
          label: 'Clients',
          items: SNIPPETS.map((s) => ({ id: s.client, title: s.client })),
          current: client,
          onChange: setClient,
        }}
      />
      <p className="bp6-text-muted">{snippet.where}</p>
      <div className="mcd-token-snippet">
        <pre className={Classes.CODE_BLOCK} aria-label={`${snippet.client} configuration`}>
          {text}
        </pre>
        <CopyButton text={text} label="Copy configuration" successMessage="Copied to clipboard" />
      </div>
    </Modal>
  );
}
