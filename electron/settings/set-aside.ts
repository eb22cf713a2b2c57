// Shared recovery for main's small JSON files (settings, organisation registry): a damaged file
// is moved aside as `<file>.corrupt-<time>` (never silently emptied) and the `.bak` of the last
// good write is restored when it is itself good. Callers decide what "good" means and what to say.
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

export interface SetAside {
  /** File name of the quarantined copy, for the user-facing notice. */
  quarantined: string;
  /** True when the `.bak` copy was good and is now the file again. */
  restored: boolean;
}

export function setAsideAndRestore(
  file: string,
  isGood: (file: string) => boolean,
  now: Date,
): SetAside {
  const quarantine = `${file}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}`;
  try {
    renameSync(file, quarantine);
  } catch {
    rmSync(file, { force: true });
  }
  const backup = `${file}.bak`;
  const restored = existsSync(backup) && isGood(backup);
  if (restored) copyFileSync(backup, file);
  return { quarantined: path.basename(quarantine), restored };
}
