// Starts the Sandbox organisation's backend on first use and hands the organisation service its
// address and admin token. Shared by Electron (utility process) and browser mode (child process):
// one start at a time, a failed start is forgotten so the next request tries again, and so is a
// Sandbox that dies after it started (the next request starts a new one on the same data).
import { spawnSandbox, type SpawnSandboxOptions, type SpawnedSandbox } from './spawn.ts';

export type { SandboxStage } from './start-stage.ts';

export interface SandboxLauncher {
  /** A plain function (not a method) so it can be handed around as the sandbox provider. */
  provide: () => Promise<{ url: string; token: string; exited: Promise<void> }>;
  stop: () => Promise<void>;
}

export function createSandboxLauncher(options: SpawnSandboxOptions): SandboxLauncher {
  let running: Promise<SpawnedSandbox> | null = null;
  return {
    async provide() {
      if (!running) {
        const starting = spawnSandbox(options);
        running = starting;
        void starting.then(
          (sandbox) =>
            sandbox.exited.then(() => {
              if (running === starting) running = null;
            }),
          () => {
            if (running === starting) running = null;
          },
        );
      }
      const sandbox = await running;
      return { url: sandbox.url, token: sandbox.token, exited: sandbox.exited };
    },
    async stop() {
      const current = running;
      running = null;
      await current?.then((sandbox) => sandbox.stop()).catch(() => {});
    },
  };
}
