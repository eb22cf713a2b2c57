// Removing an organisation from this app (Manage organisations, an unavailable organisation's
// banner): asked first, naming what is purged, with the organisation's name typed when it is
// production. A local action: it works offline, where an unavailable organisation is.
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { removeOrg } from '../../../api/services/orgs.ts';
import {
  GuardedButton,
  type GuardedButtonProps,
} from '../../../components/action/GuardedButton.tsx';
import type { Confirmation } from '../../../components/action/guarded-button-model.ts';
import { showToast } from '../../../components/toaster/toaster.ts';
import { forgetOrgQueryClient } from '../../../session/org-context.tsx';

/** Removes `org` from this app and says so, with main's warnings (a token it could not revoke). */
export async function removeOrgFromApp(org: Org): Promise<void> {
  const result = await removeOrg(org.id);
  forgetOrgQueryClient(org.id);
  await showToast(`${org.name} removed`, 'success');
  for (const warning of result.warnings) await showToast(warning, 'warning');
}

/** Removes `org`; a failure is a toast. */
const removeWithToast = (org: Org) =>
  removeOrgFromApp(org).catch((error: Error) => showToast(error.message, 'danger'));

export function RemoveOrgButton(
  props: Omit<GuardedButtonProps, keyof Confirmation | 'local' | 'onClick'> & {
    org: Org;
    /** Removes it the caller's way (a failure in its callout); without it, a failure toasts. */
    onRemove?: (org: Org) => Promise<unknown>;
  },
) {
  const { org, onRemove = removeWithToast, ...button } = props;
  return (
    <GuardedButton
      intent="danger"
      icon="trash"
      {...button}
      local
      org={org}
      confirm={{
        title: 'Remove organisation',
        body: (
          <>
            <p>
              Remove <strong>{org.name}</strong>?
            </p>
            <p>
              This deletes, on this computer only: its saved sign-in credentials and kubeconfig from
              the keychain, its exported kubeconfig file, and its cached data. Nothing changes on
              the server.
            </p>
          </>
        ),
        confirmText: 'Remove',
      }}
      guard={{ action: 'delete', target: `the organisation ${org.name} from this app` }}
      onClick={() => onRemove(org)}
    />
  );
}
