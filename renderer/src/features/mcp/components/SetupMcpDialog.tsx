// 'Setup MCP' (spec 5-access §2.9): authenticate as yourself through OAuth (three clients), or
// create a restricted access token (the token form, `mcp:*` preselected) and use its snippets.
import { useState } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { createToken, invalidateTokens } from '../../../api/services/tokens.ts';
import { CreateTokenDialog } from '../../../components/access-token/CreateTokenDialog.tsx';
import { TokenCreatedModal } from '../../../components/access-token/TokenCreatedModal.tsx';
import { toNewToken, type TokenFormValues } from '../../../components/access-token/token-form.ts';
import { CopyButton } from '../../../components/clipboard/CopyButton.tsx';
import { DetailTabStrip } from '../../../components/detail-page/DetailPage.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useOfflineGuard } from '../../../session/offline/hooks.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { mcpUrl, OAUTH_CLIENTS } from '../mcp-snippets.ts';

const AS_ME = 'As me (full user permissions)';
const TOKEN = 'Access token (restricted permissions)';

function AsMe(props: { url: string }) {
  const [client, setClient] = useState<string>(OAUTH_CLIENTS[0]!.client);
  const chosen = OAUTH_CLIENTS.find((c) => c.client === client) ?? OAUTH_CLIENTS[0]!;
  const text = chosen.text(props.url);
  return (
    <>
      <DetailTabStrip
        tabs={{
          label: 'MCP clients',
          items: OAUTH_CLIENTS.map((c) => ({ id: c.client, title: c.client })),
          current: chosen.client,
          onChange: setClient,
        }}
      />
      <p className="bp6-text-muted">{chosen.where}</p>
      <div className="mcd-mcp-snippet">
        <pre className={Classes.CODE_BLOCK} aria-label={`${chosen.client} configuration`}>
          {text}
        </pre>
        <CopyButton text={text} label="Copy configuration" successMessage="Copied to clipboard" />
      </div>
      {chosen.steps && (
        <ol className="mcd-mcp-steps">
          {chosen.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      )}
    </>
  );
}

function WithToken(props: { backendUrl: string }) {
  const { orgId } = useCurrentOrg();
  const offline = useOfflineGuard();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const create = useMutationWithToast({
    mutationFn: (values: TokenFormValues) => createToken(orgId, toNewToken(values)),
    success: 'Token created successfully',
    invalidate: invalidateTokens,
  });
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
        onClick={() => setCreating(true)}
      />
      {creating && (
        <CreateTokenDialog
          save={{
            isPending: create.isPending,
            mutate: (values, { onSuccess }) =>
              create.mutate(values, {
                onSuccess: (token) => {
                  onSuccess();
                  setCreating(false);
                  setCreated(token);
                },
              }),
          }}
          onClose={() => setCreating(false)}
        />
      )}
      {created && (
        <TokenCreatedModal
          token={created}
          backendUrl={props.backendUrl}
          onClose={() => setCreated(null)}
        />
      )}
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
