// What main does with a promise rejection nobody handled, in Electron and in browser mode alike:
// log it (the log redacts) and keep running. Node's default would end the process, taking every
// window and the embedded Sandbox with it, for one failed background task.

export function logUnhandledRejections(
  log: (message: string, error?: unknown) => void,
  target: Pick<NodeJS.Process, 'on'> = process,
): void {
  target.on('unhandledRejection', (reason) => log('unhandled promise rejection', reason));
}
