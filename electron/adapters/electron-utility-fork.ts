// Runs the sandbox CLI in an Electron utility process (a Node process Electron manages, no
// ELECTRON_RUN_AS_NODE needed, so the RunAsNode fuse can stay off), shaped as spawn.ts's ForkLike.
// Stopping it asks first over its parentPort: UtilityProcess.kill() is TerminateProcess on Windows.
import type { Readable } from 'node:stream';
import { utilityProcess } from 'electron';
import { CLOSE_REQUEST } from '../sandbox/close-request.ts';
import { sandboxEnv, type ChildLike, type ForkLike } from '../sandbox/spawn.ts';

export const utilityFork: ForkLike = (modulePath, args): ChildLike => {
  const child = utilityProcess.fork(modulePath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    serviceName: 'Mission Control sandbox',
    env: sandboxEnv(),
  });
  return {
    // Electron types them as NodeJS.ReadableStream; they are stream.Readable instances.
    get stdout() {
      return child.stdout as Readable | null;
    },
    get stderr() {
      return child.stderr as Readable | null;
    },
    kill: () => child.kill(),
    once: (_event, listener) => child.once('exit', (code) => listener(code)),
    // Read by the CLI from process.parentPort; closes its database before it exits.
    requestClose: () => {
      if (child.pid === undefined) return false; // not running (yet, or any more)
      child.postMessage(CLOSE_REQUEST);
      return true;
    },
  };
};
