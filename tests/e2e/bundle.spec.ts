// Start-up bundle checks on the production build (performance.md P13; issue 5: Monaco is not in
// the start-up bundle). Reads Vite's manifest: the start-up bundle is index.html's entry chunk and
// everything it imports statically; lazy chunks (routes, Monaco, its workers) are not part of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

const outDir = path.resolve(import.meta.dirname, '../../out/renderer');
const manifest = JSON.parse(
  readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

function startupChunks(): ManifestChunk[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  walk('index.html');
  return [...seen].map((key) => manifest[key]!);
}

test('Monaco is not in the start-up bundle, but is built as a lazy chunk', () => {
  const startup = startupChunks();
  expect(startup.length).toBeGreaterThan(0);
  for (const chunk of startup) {
    expect(chunk.src ?? '', `${chunk.file} comes from Monaco`).not.toMatch(/monaco-editor/);
    const code = readFileSync(path.join(outDir, chunk.file), 'utf8');
    expect(code.includes('MonacoEnvironment'), `${chunk.file} contains Monaco`).toBe(false);
  }
  const lazyMonaco = Object.values(manifest).filter((chunk) =>
    /monaco-editor/.test(chunk.src ?? ''),
  );
  expect(
    lazyMonaco.length,
    'a lazy Monaco chunk exists, so the check above means something',
  ).toBeGreaterThan(0);
});

test('the start-up JavaScript stays within budget (< 1.5 MB minified, < 450 KB gzip)', () => {
  const code = startupChunks()
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => readFileSync(path.join(outDir, chunk.file)));
  const bytes = code.reduce((sum, buffer) => sum + buffer.length, 0);
  const gzip = code.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0);
  console.log(
    `start-up JS: ${(bytes / 1024).toFixed(0)} KB minified, ${(gzip / 1024).toFixed(0)} KB gzip`,
  );
  expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
  expect(gzip).toBeLessThan(450 * 1024);
});
