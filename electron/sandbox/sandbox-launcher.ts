// Starts the Sandbox organisation's backend on first use and hands the organisation service its
// address and admin token. Shared by Electron (utility process) and browser mode (child process):
// one start at a time, a failed start is forgotten so the next request tries again.
import { spawnSandbox, type SpawnSandboxOptions, type SpawnedSandbox } from './spawn.ts';

export interface SandboxLauncher {
  /** A plain function (not a method) so it can be handed around as the sandbox provider. */
  provide: () => Promise<{ url: string; token: string }>;
  stop: () => Promise<void>;
}

export function createSandboxLauncher(options: SpawnSandboxOptions): SandboxLauncher {
  let running: Promise<SpawnedSandbox> | null = null;
  return {
    async provide() {
      running ??= spawnSandbox(options);
      try {
        const sandbox = await running;
        return { url: sandbox.url, token: sandbox.token };
      } catch (error) {
        running = null;
        throw error;
      }
    },
    async stop() {
      const current = running;
      running = null;
      await current?.then((sandbox) => sandbox.stop()).catch(() => {});
    },
  };
}
