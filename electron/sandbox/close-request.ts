// How a parent asks the sandbox CLI to close its database and exit, instead of killing it: on
// Windows every kill is TerminateProcess, so PGlite would never flush and close its files. The
// message goes over the Node IPC channel (child_process) or the utility process's parentPort
// (Electron); stdin is not available to an Electron utility process.

export const CLOSE_REQUEST = { type: 'sandbox:close' } as const;

export function isCloseRequest(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === CLOSE_REQUEST.type
  );
}

/** Electron's `process.parentPort` in a utility process, as far as the CLI needs it. */
interface ParentPortLike {
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
}

/**
 * Calls `onClose` once a close request arrives by either channel, or when the Node parent goes
 * away (its IPC channel disconnects), so an orphaned sandbox closes its database too.
 */
export function listenForCloseRequest(
  onClose: (reason: string) => void,
  host: NodeJS.Process = process,
): void {
  const parentPort = (host as { parentPort?: ParentPortLike }).parentPort;
  parentPort?.on('message', (event) => {
    if (isCloseRequest(event.data)) onClose('close requested');
  });
  if (!host.send) return; // no IPC channel: started from a terminal
  host.on('message', (message: unknown) => {
    if (isCloseRequest(message)) onClose('close requested');
  });
  host.once('disconnect', () => onClose('parent process gone'));
}
