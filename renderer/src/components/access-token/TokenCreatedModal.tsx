// 'Token Created Successfully' (spec 5-access §2.6): the token, shown this once, with its copy
// button and where to put it, per client. The token lives in this dialog's props only.
import { Button, Callout } from '@blueprintjs/core';
import { CopyableCode } from '../clipboard/CopyableCode.tsx';
import { ClientSnippets } from './ClientSnippets.tsx';
import { Modal } from '../modal/Modal.tsx';
import { fillSnippet, SNIPPETS } from './token-snippets.ts';
import './access-token.css';

export function TokenCreatedModal(props: {
  token: string;
  backendUrl: string;
  onClose: () => void;
}) {
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
      <CopyableCode
        label="Access token"
        text={props.token}
        copyLabel="Copy token"
        successMessage="Token copied to clipboard"
      />
      <ClientSnippets
        label="Clients"
        snippets={SNIPPETS}
        text={(snippet) => fillSnippet(snippet, props.backendUrl, props.token)}
      />
    </Modal>
  );
}
