// Opens the organisation dialogs from anywhere inside the org frame (switcher, user menu, sign-in
// screen): add, edit, manage, kubeconfig. One instance of each dialog, rendered here.
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { DiagnoseDialog } from './DiagnoseDialog.tsx';
import { KubeconfigDialog } from './KubeconfigDialog.tsx';
import { ManageOrgsDialog } from './ManageOrgsDialog.tsx';
import { OrgDialog } from './OrgDialog.tsx';

type Open =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; org: Org }
  | { kind: 'manage'; removing?: Org }
  | { kind: 'kubeconfig' }
  | { kind: 'diagnose' };

const dialogsOf = (setOpen: (open: Open) => void) => ({
  openAdd: () => setOpen({ kind: 'add' }),
  openEdit: (org: Org) => setOpen({ kind: 'edit', org }),
  openManage: () => setOpen({ kind: 'manage' }),
  openKubeconfig: () => setOpen({ kind: 'kubeconfig' }),
  /** The connection doctor of the current organisation, running. */
  openDiagnose: () => setOpen({ kind: 'diagnose' }),
  /** Manage organisations, asking at once to confirm removing `org`. */
  openRemove: (org: Org) => setOpen({ kind: 'manage', removing: org }),
});
export type OrgDialogs = ReturnType<typeof dialogsOf>;

const OrgDialogsContext = createContext<OrgDialogs | null>(null);

export function OrgDialogsProvider(props: {
  children: ReactNode;
  onAdded: (org: Org) => void;
  currentOrg: Org | null;
}) {
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = useCallback(() => setOpen({ kind: 'none' }), []);
  const dialogs = useMemo(() => dialogsOf(setOpen), []);
  return (
    <OrgDialogsContext value={dialogs}>
      {props.children}
      {(open.kind === 'add' || open.kind === 'edit') && (
        <OrgDialog
          org={open.kind === 'edit' ? open.org : null}
          onClose={close}
          onSaved={(org, added) => {
            close();
            if (added) props.onAdded(org);
          }}
        />
      )}
      {open.kind === 'manage' && (
        <ManageOrgsDialog
          onClose={close}
          onEdit={(org) => setOpen({ kind: 'edit', org })}
          removing={open.removing}
        />
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
