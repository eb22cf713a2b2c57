// Credentials that builds before @napi-rs/keyring wrote with keytar, where the two libraries store
// the same credential differently:
// - macOS: both use a generic password with the service and the account: the same item, nothing
//   to move.
// - Windows: keytar named the credential `<service>/<account>`; keyring's default target is
//   `<account>.<service>`, so the old one is opened by its target.
// - Linux: keytar's Secret Service items carry the attributes `service` and `account`; keyring
//   looks items up by `service` and `username`. The old ones are read and cleared with
//   `secret-tool` (libsecret's command-line client) where it is installed; without it they are
//   not found and the user signs in again.
import { execFile } from 'node:child_process';

export interface LegacyEntries {
  read(service: string, account: string): Promise<string | null>;
  /** True when an old entry was there and is gone now. */
  remove(service: string, account: string): Promise<boolean>;
}

const TIMEOUT_MS = 5000;

function run(
  command: string,
  args: readonly string[],
): Promise<{ code: number; stdout: string } | null> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      { timeout: TIMEOUT_MS, encoding: 'utf8', windowsHide: true },
      (error, stdout) => {
        // Not installed (ENOENT) or killed by the timeout: treat as "no old entry".
        if (error && typeof error.code !== 'number') resolve(null);
        else resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout });
      },
    );
    child.stdin?.end();
  });
}

/** Linux: the keytar item of (service, account) through secret-tool. */
export const secretToolEntries: LegacyEntries = {
  async read(service, account) {
    const result = await run('secret-tool', ['lookup', 'service', service, 'account', account]);
    return result && result.code === 0 && result.stdout !== '' ? result.stdout : null;
  },
  async remove(service, account) {
    const present = await this.read(service, account);
    if (present === null) return false;
    const result = await run('secret-tool', ['clear', 'service', service, 'account', account]);
    return result?.code === 0;
  },
};

interface TargetEntryClass {
  withTarget(
    target: string,
    service: string,
    account: string,
  ): { getPassword(): Promise<string | null>; deletePassword(): Promise<boolean> };
}

/** Windows: the keytar credential named `<service>/<account>`. */
export function windowsTargetEntries(entry: TargetEntryClass): LegacyEntries {
  const old = (service: string, account: string) =>
    entry.withTarget(`${service}/${account}`, service, account);
  return {
    read: (service, account) => old(service, account).getPassword(),
    remove: (service, account) => old(service, account).deletePassword(),
  };
}

export const noLegacyEntries: LegacyEntries = {
  read: () => Promise.resolve(null),
  remove: () => Promise.resolve(false),
};

/** The legacy entries of this platform (macOS: none, the items are shared). */
export function legacyEntriesFor(
  platform: NodeJS.Platform,
  entry: TargetEntryClass,
): LegacyEntries {
  if (platform === 'linux') return secretToolEntries;
  if (platform === 'win32') return windowsTargetEntries(entry);
  return noLegacyEntries;
}
