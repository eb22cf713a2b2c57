// The kubeconfig modal (spec 1 §1): step 1 gets the org's kubeconfig (the stored one is reused,
// since every download mints a new non-expiring token on the server) and has main write it to a
// private file (main chooses where: Electron's save dialog, browser mode's own folder) and shows
// that path; step 2 gives the `export KUBECONFIG=…` and `kubectl get canaries` commands to copy.
// 'Regenerate' is a separate, explicit action.
import { Button, Callout, Code, H6, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  KubeconfigExport,
  KubeconfigStatus,
} from '../../../../../preload/contract/kubeconfig.ts';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import {
  downloadKubeconfig,
  exportKubeconfig,
  kubeconfigKeys,
  kubeconfigStatusQuery,
  regenerateKubeconfig,
} from '../../../api/services/kubeconfig.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { BridgeError } from '../../../lib/bridge.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { CopyableCode } from '../../../components/clipboard/CopyableCode.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { keepCredentialsInMemory } from './GateScreens.tsx';

function Warnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Callout intent="warning" title="Check this kubeconfig" className="mcd-spaced">
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Callout>
  );
}

type Saved = { status: KubeconfigStatus & { reused?: boolean }; exported: KubeconfigExport };
/**
 * Step 1's action: download (or regenerate) the kubeconfig and have main write it to a file.
 * 'session-only' first keeps credentials in memory for this run (no keychain), then downloads.
 */
type SaveKind = 'download' | 'regenerate' | 'session-only';

function useKubeconfigSave(orgId: string) {
  return useMutation(
    {
      mutationFn: async (kind: SaveKind): Promise<Saved | 'cancelled'> => {
        if (kind === 'session-only') await keepCredentialsInMemory();
        const status = await (kind === 'regenerate' ? regenerateKubeconfig : downloadKubeconfig)(
          orgId,
        );
        const exported = await exportKubeconfig(orgId);
        await appQueryClient.invalidateQueries({ queryKey: kubeconfigKeys.status(orgId) });
        // The save dialog was cancelled: the kubeconfig is kept, no file was written.
        return exported.cancelled === true ? 'cancelled' : { status, exported };
      },
    },
    appQueryClient,
  );
}

/** What step 1 came to: why it failed, that the save was cancelled, or where the file is. */
function SaveOutcome({ save }: { save: ReturnType<typeof useKubeconfigSave> }) {
  const { error, data } = save;
  return (
    <>
      {error && (
        <Callout intent="danger" title="The kubeconfig could not be saved" className="mcd-spaced">
          {error.message}
          {error instanceof BridgeError && error.code === 'KEYCHAIN_UNAVAILABLE' && (
            <div className="mcd-button-row">
              <Button
                text="Use session-only credentials and retry"
                onClick={() => save.mutate('session-only')}
              />
            </div>
          )}
        </Callout>
      )}
      {data === 'cancelled' && (
        <p className="mcd-spaced mcd-muted" data-testid="kubeconfig-not-saved">
          Not saved to a file: the save was cancelled. The kubeconfig is kept; save it again when
          you are ready.
        </p>
      )}
      {data && data !== 'cancelled' && (
        <p className="mcd-spaced" data-testid="kubeconfig-path">
          Saved to <Code>{data.exported.path}</Code>
          {data.status.reused ? ' (the stored kubeconfig was reused)' : ''}.
        </p>
      )}
    </>
  );
}

/** Step 2: the commands to run, once the file is written. */
function CommandsStep({ exported }: { exported: KubeconfigExport | undefined }) {
  return (
    <section aria-labelledby="kc-step-2" className={exported ? undefined : 'mcd-step-pending'}>
      <H6 id="kc-step-2">Step 2 · Use it with kubectl</H6>
      {exported ? (
        <>
          <CopyableCode label="Point kubectl at the file" text={exported.setEnvCommand} />
          <CopyableCode label="List the canaries" text={exported.verifyCommand} />
        </>
      ) : (
        <p className="mcd-muted">After step 1, the commands to run appear here.</p>
      )}
    </section>
  );
}

export function KubeconfigDialog({ org, onClose }: { org: Org; onClose: () => void }) {
  const status = useQuery(kubeconfigStatusQuery(org.id), appQueryClient);
  const save = useKubeconfigSave(org.id);
  const result = save.data === 'cancelled' ? undefined : save.data;
  const regenerating = save.isPending && save.variables === 'regenerate';
  const stored = status.data?.stored ?? false;
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={`Kubeconfig for ${org.name}`}
      icon="console"
      footer={<Button text="Close" onClick={onClose} />}
    >
      <section aria-labelledby="kc-step-1">
        <H6 id="kc-step-1">Step 1 · Download the kubeconfig</H6>
        {status.isPending && <Spinner size={16} aria-label="Loading kubeconfig status" />}
        {status.data && (
          <p className="mcd-muted">
            {stored
              ? `A kubeconfig was saved ${status.data.downloadedAt ? new Date(status.data.downloadedAt).toLocaleString() : 'earlier'}${status.data.server ? ` for ${status.data.server}` : ''}. It is reused; regenerate it only if its token was revoked.`
              : 'Downloading asks the server for a kubeconfig with a new access token; it is kept in the keychain and written to a file only you can read.'}
          </p>
        )}
        {status.isError && <Callout intent="danger">{status.error.message}</Callout>}
        <div className="mcd-button-row">
          <Button
            intent="primary"
            icon="download"
            text={stored ? 'Save to file' : 'Download kubeconfig'}
            loading={save.isPending && !regenerating}
            disabled={save.isPending}
            onClick={() => save.mutate('download')}
          />
          {stored && (
            <GuardedButton
              icon="refresh"
              text="Regenerate"
              disabled={save.isPending}
              pending={regenerating}
              confirm={{
                title: 'Regenerate the kubeconfig',
                body: `Regenerating asks ${org.name} for a new kubeconfig with a new access token. The old token stays valid on the server until an administrator revokes it.`,
                confirmText: 'Regenerate',
                look: { icon: 'refresh', intent: 'warning' },
              }}
              onClick={() => save.mutate('regenerate')}
            />
          )}
        </div>
        <SaveOutcome save={save} />
        <Warnings warnings={(result?.status ?? status.data)?.warnings ?? []} />
      </section>
      <CommandsStep exported={result?.exported} />
    </Modal>
  );
}
