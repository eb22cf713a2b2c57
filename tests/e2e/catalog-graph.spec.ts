// The Relationships tab's graph against the Sandbox (spec 2 §2, §9; issue 15 item 5): the
// Table/Graph toggle in the URL, the graph's nodes, the LR/TB and edge-style toggles, an
// intermediary of more than 3 same-type items expanding on a click, and a config node opening its
// item. Screenshots at 1280×800 in both themes.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onlyForScreenshots } from './helpers/screenshots.ts';
import { dbRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';

test.beforeEach(({ page }) => onSandbox(page));

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (name: string) => ({ path: `${SHOTS}/catalog-graph-${name}.png` });
const SLOW = { timeout: 45_000 };

/**
 * A Kubernetes node whose pods form an expandable group: NodePod links are soft, so the tab is
 * opened with Soft on (`relation=soft`). `pods`: how many C8 answers for it.
 */
async function nodeWithPods(page: Page): Promise<{ id: string; pods: number }> {
  const links = await dbRows<{ config_id: string }>(
    page.request,
    'config_relationships?relation=eq.NodePod&deleted_at=is.null&select=config_id',
  );
  const counts = new Map<string, number>();
  for (const l of links) counts.set(l.config_id, (counts.get(l.config_id) ?? 0) + 1);
  const id = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const rows = await dbRows<{ id: string; type: string; related_ids: string[] | null }>(
    page.request,
    `rpc/related_configs_recursive?config_id=${id}&include_deleted_configs=false&max_depth=10&type_filter=outgoing&incoming_relation=both&outgoing_relation=both`,
  );
  const children = new Set(rows.find((r) => r.id === id)?.related_ids ?? []);
  const pods = rows.filter((r) => children.has(r.id) && r.type === 'Kubernetes::Pod').length;
  expect(pods).toBeGreaterThan(3);
  return { id, pods };
}

/** Where a Cytoscape node is on the page (Cytoscape keeps its instance on the container). */
async function nodePoint(graph: Locator, id: string): Promise<{ x: number; y: number }> {
  const box = await graph.boundingBox();
  const at = await graph.evaluate((el, nodeId) => {
    type Cy = {
      getElementById: (id: string) => { renderedPosition: () => { x: number; y: number } };
    };
    const cy = (el as unknown as { _cyreg: { cy: Cy } })._cyreg.cy;
    return cy.getElementById(nodeId).renderedPosition();
  }, id);
  return { x: box!.x + at.x, y: box!.y + at.y };
}

async function nodeIds(graph: Locator, kind: 'config' | 'group'): Promise<string[]> {
  return graph.evaluate((el, k) => {
    type Cy = {
      nodes: (s: string) => { map: (f: (n: { id: () => string }) => string) => string[] };
    };
    const cy = (el as unknown as { _cyreg: { cy: Cy } })._cyreg.cy;
    return cy.nodes(`[kind = "${k}"]`).map((n) => n.id());
  }, kind);
}

async function openGraph(page: Page, id: string): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/catalog/${id}/relationships?relation=soft`);
  await expect(page.getByRole('table', { name: 'Related configs' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radio', { name: 'Graph' }).click();
  await expect(page).toHaveURL(/view=graph/);
  const graph = page.locator('.mc-rel-graph');
  await expect(graph).toHaveAttribute('data-layout', 'done', SLOW);
  return graph;
}

test('Graph view: nodes, layout toggles, an expandable group and a node opening its item', async ({
  page,
}) => {
  const { id, pods } = await nodeWithPods(page);
  const graph = await openGraph(page, id);
  await expect(page.getByRole('table', { name: 'Related configs' })).toHaveCount(0);
  await expect(graph).toHaveAttribute('aria-label', /Relationship graph: \d+ config items shown/);
  expect(Number(await graph.getAttribute('data-node-count'))).toBeGreaterThan(1);
  // The pods sit behind one collapsed intermediary.
  const groupId = `group:${id}:Kubernetes::Pod`;
  expect(await nodeIds(graph, 'group')).toContain(groupId);
  const before = Number(await graph.getAttribute('data-config-count'));
  await expect(graph).toHaveAttribute('aria-label', new RegExp(`${pods} in collapsed groups`));
  await page.screenshot(shot('collapsed-light'));

  // A click expands it; another collapses it.
  let point = await nodePoint(graph, groupId);
  await page.mouse.click(point.x, point.y);
  await expect(graph).toHaveAttribute('data-config-count', String(before + pods));
  await expect(graph).toHaveAttribute('data-layout', 'done');
  await page.screenshot(shot('expanded-light'));
  point = await nodePoint(graph, groupId);
  await page.mouse.click(point.x, point.y);
  await expect(graph).toHaveAttribute('data-config-count', String(before));
  await expect(graph).toHaveAttribute('data-layout', 'done');

  // Direction and edge style, in the URL.
  await page.getByRole('radio', { name: 'Top to bottom' }).click();
  await expect(page).toHaveURL(/rankdir=TB/);
  await expect(graph).toHaveAttribute('data-rankdir', 'TB');
  await page.getByRole('radio', { name: 'Smooth step' }).click();
  await expect(page).toHaveURL(/edges=smoothstep/);
  await expect(graph).toHaveAttribute('data-edge-style', 'smoothstep');
  await expect(graph).toHaveAttribute('data-layout', 'done');
  const below = await graph.evaluate(
    (el, ids) => {
      type Cy = { getElementById: (id: string) => { position: () => { x: number; y: number } } };
      const cy = (el as unknown as { _cyreg: { cy: Cy } })._cyreg.cy;
      return cy.getElementById(ids.group).position().y > cy.getElementById(ids.root).position().y;
    },
    { group: groupId, root: id },
  );
  expect(below).toBe(true);
  await page.screenshot(shot('tb-smoothstep-light'));

  // Reload keeps the view; Table goes back to the table.
  await page.reload();
  await expect(page.locator('.mc-rel-graph')).toHaveAttribute('data-layout', 'done', SLOW);
  await page.getByRole('radio', { name: 'Table' }).click();
  await expect(page).not.toHaveURL(/view=graph/);
  await expect(page.getByRole('table', { name: 'Related configs' })).toBeVisible(SLOW);
  await page.getByRole('radio', { name: 'Graph' }).click();

  // A config node (not the root) opens its item.
  const again = page.locator('.mc-rel-graph');
  await expect(again).toHaveAttribute('data-layout', 'done', SLOW);
  const target = (await nodeIds(again, 'config')).find((n) => n !== id);
  expect(target).toBeTruthy();
  point = await nodePoint(again, target!);
  await page.mouse.click(point.x, point.y);
  await expect(page).toHaveURL(new RegExp(`/catalog/${target}$`));
});

test('Graph view: the Type filter narrows the graph as it narrows the table (issue 32, d)', async ({
  page,
}) => {
  const { id, pods } = await nodeWithPods(page);
  const graph = await openGraph(page, id);
  const types = () =>
    graph.evaluate((el) => {
      type Cy = {
        nodes: (s: string) => {
          map: (f: (n: { data: (k: string) => string }) => string) => string[];
        };
      };
      const cy = (el as unknown as { _cyreg: { cy: Cy } })._cyreg.cy;
      return cy.nodes('[kind = "config"]').map((n) => `${n.data('id')} ${n.data('type')}`);
    });
  // The filter bar is on the graph too; the URL's Type keeps the pods and the root only.
  await expect(page.getByRole('toolbar', { name: 'Related config filters' })).toBeVisible();
  await page.goto(
    `/catalog/${id}/relationships?relation=soft&view=graph&configTypes=Kubernetes::Pod`,
  );
  await expect(page.locator('.mc-rel-graph')).toHaveAttribute('data-layout', 'done', SLOW);
  await expect(page.locator('.mc-rel-graph')).toHaveAttribute(
    'aria-label',
    new RegExp(`${pods} in collapsed groups`),
  );
  const narrowed = await types();
  for (const node of narrowed)
    expect(node.startsWith(`${id} `) || node.endsWith(' Kubernetes::Pod')).toBe(true);
  await page.screenshot(shot('filtered-light'));
});

test('Graph view from the keyboard: arrows move the focus, Enter acts, an opened group is in view', async ({
  page,
}) => {
  const { id, pods } = await nodeWithPods(page);
  const graph = await openGraph(page, id);
  const groupId = `group:${id}:Kubernetes::Pod`;
  const before = Number(await graph.getAttribute('data-config-count'));
  await graph.focus();
  await page.keyboard.press('Home');
  const first = await graph.getAttribute('data-focus');
  expect(first).toBeTruthy();
  await page.keyboard.press('ArrowRight');
  await expect(graph).not.toHaveAttribute('data-focus', first!);
  // The live region names the focused node.
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: /\S/ })).toHaveCount(1);

  // Walk to the pods' group and open it with Enter.
  const count = Number(await graph.getAttribute('data-node-count'));
  await page.keyboard.press('Home');
  for (let i = 0; i < count && (await graph.getAttribute('data-focus')) !== groupId; i += 1)
    await page.keyboard.press('ArrowRight');
  await expect(graph).toHaveAttribute('data-focus', groupId);
  await expect(page.getByText(`${pods} Pod items, collapsed`)).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(graph).toHaveAttribute('data-config-count', String(before + pods));
  await expect(graph).toHaveAttribute('data-layout', 'done');
  // The opened group and its pods fill the view at a readable size, not the whole graph shrunk.
  const zoom = await graph.evaluate((el) =>
    (el as unknown as { _cyreg: { cy: { zoom: () => number } } })._cyreg.cy.zoom(),
  );
  expect(zoom).toBeGreaterThanOrEqual(0.45);
  const groupPoint = await nodePoint(graph, groupId);
  const box = (await graph.boundingBox())!;
  expect(groupPoint.x).toBeGreaterThan(box.x);
  expect(groupPoint.x).toBeLessThan(box.x + box.width);
  await page.screenshot(shot('expanded-keyboard-light'));

  // On a config node, Enter opens its item.
  await page.keyboard.press('ArrowRight');
  const target = await graph.getAttribute('data-focus');
  expect(target && !target.startsWith('group:')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/catalog/${target}$`));
});

test('Graph view in the dark theme', async ({ page }) => {
  onlyForScreenshots();
  await page.emulateMedia({ colorScheme: 'dark' });
  const { id } = await nodeWithPods(page);
  const graph = await openGraph(page, id);
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.getByRole('radio', { name: 'Top to bottom' }).click();
  await expect(graph).toHaveAttribute('data-rankdir', 'TB');
  await expect(graph).toHaveAttribute('data-layout', 'done');
  await page.waitForTimeout(500);
  await page.screenshot(shot('collapsed-dark'));
  const point = await nodePoint(graph, `group:${id}:Kubernetes::Pod`);
  await page.mouse.click(point.x, point.y);
  await expect(graph).toHaveAttribute('data-layout', 'done');
  // Icons arrive after the layout; give them a moment before the picture.
  await page.waitForTimeout(500);
  await page.screenshot(shot('expanded-dark'));
});

test('Cytoscape is only in a lazy chunk, not in the start-up bundle', () => {
  const outDir = path.resolve(import.meta.dirname, '../../out/renderer');
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const startup = new Set<string>();
  const walk = (key: string) => {
    if (startup.has(key) || !manifest[key]) return;
    startup.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  walk('index.html');
  const startupFiles = new Set([...startup].map((key) => path.basename(manifest[key]!.file)));
  const withCytoscape = readdirSync(path.join(outDir, 'assets')).filter(
    (f) =>
      f.endsWith('.js') &&
      readFileSync(path.join(outDir, 'assets', f), 'utf8').includes('cytoscape'),
  );
  expect(withCytoscape.length).toBeGreaterThan(0);
  for (const file of withCytoscape) expect(startupFiles.has(file)).toBe(false);
});
