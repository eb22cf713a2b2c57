// The explicit yes an unsigned update needs before the app restarts into it (main refuses
// `app:installUpdate` for one without `acceptUnsigned`). Asked from a toast's action, outside any
// screen, so the alert gets its own small React root, removed once answered.
import { Alert } from '@blueprintjs/core';
import { createRoot } from 'react-dom/client';

/** Resolves true only when the user chose to install the unsigned update. */
export function confirmUnsignedUpdate(version: string): Promise<boolean> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    const answer = (install: boolean) => {
      root.unmount();
      host.remove();
      resolve(install);
    };
    root.render(
      <Alert
        isOpen
        intent="warning"
        icon="warning-sign"
        confirmButtonText="Install unsigned update"
        cancelButtonText="Not now"
        canEscapeKeyCancel
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      >
        <p>
          Mission Control Desktop {version} was downloaded, but it does not carry Flanksource&apos;s
          release signature, so the app cannot confirm who built it.
        </p>
        <p>Install it only if you expected this version. The app restarts to install it.</p>
      </Alert>,
    );
  });
}
