// Runs the sandbox CLI in an Electron utility process (a Node process Electron manages, no
// ELECTRON_RUN_AS_NODE needed, so the RunAsNode fuse can stay off), shaped as spawn.ts's ForkLike.
import type { Readable } from 'node:stream';
import { utilityProcess } from 'electron';
import type { ChildLike, ForkLike } from '../sandbox/spawn.ts';

export const utilityFork: ForkLike = (modulePath, args): ChildLike => {
  const child = utilityProcess.fork(modulePath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    serviceName: 'Mission Control sandbox',
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
  };
};
