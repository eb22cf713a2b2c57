// User settings kept by main only. The file is written through conf (electron-store in Electron:
// the same engine), which writes atomically; on top of that we keep one `.bak` generation and
// never let a damaged file stop start-up: corrupt → quarantine → `.bak` → defaults, noticed once.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Conf from 'conf';
import { SettingsSchema, type Settings } from '../../preload/contract/settings.ts';
import { copyFileAtomicSync, removeStaleTempFiles } from '../secrets/write-file-atomic.ts';
import { setAsideAndRestore } from './set-aside.ts';

/** What we need of conf / electron-store: a `store` property that reads and writes the file. */
export interface SettingsEngine {
  store: Record<string, unknown>;
  readonly path: string;
}
export type SettingsStoreEngine = (options: { cwd: string; configName: string }) => SettingsEngine;

export interface SettingsStore {
  readonly path: string;
  get(): Settings;
  /** Validates the merged result; throws a ZodError (nothing written) when it does not fit. */
  update(patch: Partial<Settings>): Settings;
}

const CONFIG_NAME = 'settings';
/** A settings file is a few hundred bytes; anything this big is not ours. */
const MAX_FILE_BYTES = 1024 * 1024;

export const confEngine: SettingsStoreEngine = ({ cwd, configName }) =>
  new Conf<Record<string, unknown>>({
    cwd,
    configName,
    clearInvalidConfig: true,
    projectName: 'mission-control-desktop',
  });

type Check = { ok: true; settings: Settings } | { ok: false; reason: string };

function readChecked(file: string): Check {
  try {
    const size = statSync(file).size;
    if (size > MAX_FILE_BYTES) return { ok: false, reason: `larger than ${MAX_FILE_BYTES} bytes` };
    const parsed = SettingsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success
      ? { ok: true, settings: parsed.data }
      : { ok: false, reason: 'does not match the settings schema' };
  } catch (error) {
    return {
      ok: false,
      reason: error instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read',
    };
  }
}

/**
 * Makes sure `file` is either absent or valid before the engine opens it. Returns a notice for
 * the user when something had to be repaired.
 */
function repairSettingsFile(file: string, now: Date): string | null {
  if (!existsSync(file)) return null;
  const current = readChecked(file);
  if (current.ok) return null;
  const { quarantined, restored } = setAsideAndRestore(file, (f) => readChecked(f).ok, now);
  return restored
    ? `Your settings file ${current.reason}; it was set aside as ${quarantined} and the last good copy was restored.`
    : `Your settings file ${current.reason}; it was set aside as ${quarantined} and the defaults are in use.`;
}

export function openSettingsStore(options: {
  dir: string;
  engine?: SettingsStoreEngine | undefined;
  notify?: (message: string) => void;
}): SettingsStore {
  const file = path.join(options.dir, `${CONFIG_NAME}.json`);
  // Temp files of writes a killed run left behind (ours and conf's), in the user-data folder.
  removeStaleTempFiles(options.dir);
  const notice = repairSettingsFile(file, new Date());
  if (notice) options.notify?.(notice);
  const engine = (options.engine ?? confEngine)({ cwd: options.dir, configName: CONFIG_NAME });

  const current = (): Settings => {
    const parsed = SettingsSchema.safeParse(engine.store);
    return parsed.success ? parsed.data : SettingsSchema.parse({});
  };
  const backUp = () => {
    if (existsSync(engine.path) && readChecked(engine.path).ok)
      copyFileAtomicSync(engine.path, `${engine.path}.bak`);
  };
  backUp();

  return {
    path: engine.path,
    get: current,
    update(patch) {
      const next = SettingsSchema.parse({ ...current(), ...patch });
      backUp();
      engine.store = next;
      return next;
    },
  };
}
