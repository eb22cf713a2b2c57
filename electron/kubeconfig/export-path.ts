// Where an exported kubeconfig may be written: the fixed folder's own file for an organisation,
// or a path the user picked in the save dialog, checked as carefully as any other input (never
// the user's own ~/.kube/config, only a regular file that is already a kubeconfig is replaced).
import { lstat, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { DesktopError } from '../../preload/contract/result.ts';
import { MAX_KUBECONFIG_BYTES } from './validate-kubeconfig.ts';

async function looksLikeKubeconfig(file: string): Promise<boolean> {
  try {
    const info = await lstat(file);
    if (info.size > MAX_KUBECONFIG_BYTES) return false;
    const data = parseYaml(await readFile(file, 'utf8'), { maxAliasCount: 20 }) as unknown;
    return (
      typeof data === 'object' && data !== null && ('clusters' in data || 'apiVersion' in data)
    );
  } catch {
    return false;
  }
}

/** `fileName` inside the export folder (created 0700), refusing a name that would leave it. */
export async function ownExportPath(exportDir: string, fileName: string): Promise<string> {
  await mkdir(exportDir, { recursive: true, mode: 0o700 });
  const file = path.join(exportDir, fileName);
  if (path.dirname(file) !== exportDir)
    throw new DesktopError('INTERNAL', 'The export path left its folder.');
  return file;
}

/** A path the user picked in the save dialog: checked as carefully as any other input. */
export async function checkChosenPath(
  chosen: string,
  userKubeconfig: string,
  platform: NodeJS.Platform,
): Promise<string> {
  if (!path.isAbsolute(chosen) || chosen.includes('\0'))
    throw new DesktopError('INVALID_PATH', 'Choose a full path for the kubeconfig file.');
  const file = path.resolve(chosen);
  const caseless = platform === 'win32' || platform === 'darwin';
  if (caseless ? file.toLowerCase() === userKubeconfig.toLowerCase() : file === userKubeconfig)
    throw new DesktopError(
      'INVALID_PATH',
      `${file} holds your other clusters and is never replaced; choose another name.`,
    );
  const base = path.basename(file);
  if (!/\.(ya?ml|kubeconfig|conf)$/i.test(base) && base !== 'config') {
    throw new DesktopError(
      'INVALID_PATH',
      'Save the kubeconfig as a .yaml, .yml, .kubeconfig or "config" file.',
    );
  }
  const existing = await lstat(file).catch(() => null);
  if (existing && !existing.isFile())
    throw new DesktopError('INVALID_PATH', `${file} exists and is not a regular file.`);
  // Only a kubeconfig may be replaced: a mistaken or hostile path must not clobber other files.
  if (existing && !(await looksLikeKubeconfig(file))) {
    throw new DesktopError(
      'INVALID_PATH',
      `${file} exists and is not a kubeconfig; choose another name.`,
    );
  }
  const parent = await lstat(path.dirname(file)).catch(() => null);
  if (!parent?.isDirectory())
    throw new DesktopError('INVALID_PATH', `The folder ${path.dirname(file)} does not exist.`);
  return file;
}
