// Finds import cycles among our own modules: a graph of relative imports (`import … from`,
// `export … from`, `import('…')`; type-only imports included, since a cycle of types is still a
// cycle of concepts), its strongly connected components (Tarjan), and one cycle per component.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

export type Graph = ReadonlyMap<string, readonly string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The relative-import graph of the source files under `roots` (tests left out). */
export function importGraph(roots: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (spec && SOURCE.test(spec)) targets.push(path.resolve(path.dirname(file), spec));
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every cycle, one per strongly connected component with more than one module (or a self-import). */
export function findCycles(graph: Graph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node))
        components.push(component.reverse());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return components;
}

/**
 * The graph of folders: each file stands for the folder `folderOf` names (undefined: left out),
 * and an import between two files is an edge between their folders. A cycle here means two layers
 * lean on each other even when no single file does (components → session → components).
 */
export function folderGraph(
  graph: Graph,
  folderOf: (file: string) => string | undefined,
): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (from === undefined) continue;
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) {
      const to = graph.has(target) ? folderOf(target) : undefined;
      if (to !== undefined && to !== from) edges.add(to);
    }
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
}

/** The renderer's layer of a file: its top folder, and each feature on its own. */
export function rendererLayer(rendererSrc: string, file: string): string | undefined {
  const parts = path.relative(rendererSrc, file).split(path.sep);
  if (parts.length < 2 || parts[0] === '..') return undefined;
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, '../..');
  const graph = importGraph(['renderer/src', 'electron', 'preload'].map((d) => path.join(root, d)));
  const rendererSrc = path.join(root, 'renderer/src');
  const cycles = findCycles(graph);
  const layerCycles = findCycles(folderGraph(graph, (file) => rendererLayer(rendererSrc, file)));
  for (const cycle of cycles)
    console.error(`import cycle: ${cycle.map((file) => path.relative(root, file)).join(' → ')}`);
  for (const cycle of layerCycles)
    console.error(`folder cycle in renderer/src: ${cycle.join(' → ')}`);
  if (cycles.length + layerCycles.length > 0) process.exit(1);
  console.log('import cycles: none, between files or between renderer folders');
}
