// 'Setup MCP' (spec 5-access §2.9): authenticate as yourself through OAuth (three clients), or
// create a restricted access token (the token form, `mcp:*` preselected) and use its snippets.
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useCreateToken } from '../../../components/access-token/useCreateToken.tsx';
import { ClientSnippets } from '../../../components/access-token/ClientSnippets.tsx';
import { DetailTabStrip } from '../../../components/detail-page/DetailPage.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useOfflineGuard } from '../../../session/offline/hooks.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { mcpUrl, OAUTH_CLIENTS } from '../mcp-snippets.ts';

const AS_ME = 'As me (full user permissions)';
const TOKEN = 'Access token (restricted permissions)';

function AsMe(props: { url: string }) {
  return (
    <ClientSnippets label="MCP clients" snippets={OAUTH_CLIENTS} text={(c) => c.text(props.url)} />
  );
}

function WithToken(props: { backendUrl: string }) {
  const offline = useOfflineGuard();
  const create = useCreateToken(props.backendUrl);
  return (
    <>
      <p>
        Create an access token with restricted permissions. MCP access (<code>mcp:*</code>) is
        preselected; the client sends the token as <code>Authorization: Bearer</code>.
      </p>
      <Button
        intent="primary"
        icon="key"
        text="Create Token"
        disabled={offline.offline}
        title={offline.reason ?? undefined}
        onClick={create.open}
      />
      {create.dialogs}
    </>
  );
}

export function SetupMcpDialog(props: { onClose: () => void }) {
  const { org } = useCurrentOrg();
  const [tab, setTab] = useState(AS_ME);
  const url = mcpUrl(org);
  const backendUrl = url.replace(/\/mcp$/, '');
  return (
    <Modal
      isOpen
      size="large"
      title="Setup MCP"
      icon="console"
      onClose={props.onClose}
      footer={<Button text="Close" onClick={props.onClose} />}
    >
      <p>Choose how MCP should authenticate</p>
      <DetailTabStrip
        tabs={{
          label: 'Authentication',
          items: [AS_ME, TOKEN].map((t) => ({ id: t, title: t })),
          current: tab,
          onChange: setTab,
        }}
      />
      <p className="mcd-mcp-url">
        MCP URL: <code aria-label="MCP URL">{url || 'not known for this organisation'}</code>
      </p>
      {tab === AS_ME ? <AsMe url={url} /> : <WithToken backendUrl={backendUrl} />}
    </Modal>
  );
}
