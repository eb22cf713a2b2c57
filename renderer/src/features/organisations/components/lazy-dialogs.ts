// The organisation dialogs, each loaded the first time it opens (components/lazy-part): adding,
// editing, managing, the kubeconfig and the connection doctor are not on the start-up path.
import { lazyPart } from '../../../components/lazy-part/lazy-part.tsx';

export const OrgDialog = lazyPart(() => import('./OrgDialog.tsx').then((m) => m.OrgDialog));
export const ManageOrgsDialog = lazyPart(() =>
  import('./ManageOrgsDialog.tsx').then((m) => m.ManageOrgsDialog),
);
export const KubeconfigDialog = lazyPart(() =>
  import('./KubeconfigDialog.tsx').then((m) => m.KubeconfigDialog),
);
export const DiagnoseDialog = lazyPart(() =>
  import('./ConnectionDoctor.tsx').then((m) => m.DiagnoseDialog),
);
