// Blueprint's toaster, loaded with the first toast (toaster.ts): its module and the toast's are
// not evaluated while the window starts (issue 33), and most starts show no toast.
import { OverlayToaster, type OverlayToasterProps, type Toaster } from '@blueprintjs/core';

export function createToaster(props: OverlayToasterProps): Promise<Toaster> {
  return OverlayToaster.create(props);
}
