// Opens the organisation dialogs from anywhere inside the org frame (switcher, user menu, sign-in
// screen, a link to an unknown address): add, edit, manage, kubeconfig. One instance of each
// dialog, rendered here; and a link pasted or dropped into the frame opens (useLinkPaste).
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { useLinkPaste } from '../hooks/useLinkPaste.ts';
import { DiagnoseDialog, KubeconfigDialog, ManageOrgsDialog, OrgDialog } from './lazy-dialogs.ts';

type Open =
  | { kind: 'none' }
  | { kind: 'add'; address?: string; afterAdd?: () => void }
  | { kind: 'edit'; org: Org }
  | { kind: 'manage' }
  | { kind: 'kubeconfig' }
  | { kind: 'diagnose' };

const dialogsOf = (setOpen: (open: Open) => void) => ({
  /**
   * Add an organisation; `address` fills in its address and `afterAdd` runs once it is added and
   * current (a link to an address this app did not have goes on to its screen).
   */
  openAdd: (address?: string, afterAdd?: () => void) => setOpen({ kind: 'add', address, afterAdd }),
  openEdit: (org: Org) => setOpen({ kind: 'edit', org }),
  openManage: () => setOpen({ kind: 'manage' }),
  openKubeconfig: () => setOpen({ kind: 'kubeconfig' }),
  /** The connection doctor of the current organisation, running. */
  openDiagnose: () => setOpen({ kind: 'diagnose' }),
});
export type OrgDialogs = ReturnType<typeof dialogsOf>;

const OrgDialogsContext = createContext<OrgDialogs | null>(null);

export function OrgDialogsProvider(props: {
  children: ReactNode;
  onAdded: (org: Org) => void;
  currentOrg: Org | null;
}) {
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  useLinkPaste();
  const close = useCallback(() => setOpen({ kind: 'none' }), []);
  const dialogs = useMemo(() => dialogsOf(setOpen), []);
  return (
    <OrgDialogsContext value={dialogs}>
      {props.children}
      {(open.kind === 'add' || open.kind === 'edit') && (
        <OrgDialog
          org={open.kind === 'edit' ? open.org : null}
          address={open.kind === 'add' ? open.address : undefined}
          onClose={close}
          onSaved={(org, added) => {
            close();
            if (!added) return;
            props.onAdded(org);
            if (open.kind === 'add') open.afterAdd?.();
          }}
        />
      )}
      {open.kind === 'manage' && (
        <ManageOrgsDialog onClose={close} onEdit={(org) => setOpen({ kind: 'edit', org })} />
      )}
      {open.kind === 'kubeconfig' && props.currentOrg && (
        <KubeconfigDialog org={props.currentOrg} onClose={close} />
      )}
      {open.kind === 'diagnose' && props.currentOrg && (
        <DiagnoseDialog org={props.currentOrg} onClose={close} />
      )}
    </OrgDialogsContext>
  );
}

export function useOrgDialogs(): OrgDialogs {
  const dialogs = use(OrgDialogsContext);
  if (!dialogs) throw new Error('useOrgDialogs() outside OrgDialogsProvider');
  return dialogs;
}
