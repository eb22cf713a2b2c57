// One configuration across organisations side by side (issue 36 item 4): the Sandbox's config,
// East's copy (another id, the same name and type, other replicas and image), North without it,
// and West stopped. The reachable columns show and differ where seeded; North says it has no such
// config and West that it cannot be reached; neither hides the others. The URL is the compare.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandboxes,
} from './helpers/extra-sandbox.ts';
import { dbDelete, dbInsert } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { shotsLightDark } from './helpers/screenshots.ts';

const SHOTS = '/tmp/shots-compare-across';
mkdirSync(SHOTS, { recursive: true });

test.afterAll(async () => {
  await disposeExtraSandboxes();
});

function deployment(replicas: number, image: string) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'checkout', namespace: 'shop', labels: { app: 'checkout' } },
    spec: {
      replicas,
      template: {
        spec: {
          containers: [
            {
              name: 'app',
              image,
              args: ['--listen=:8080', '--log-format=json', '--tracing-endpoint=otel:4317'],
            },
          ],
        },
      },
    },
  };
}

test('one config in four organisations: two compared, one without it, one stopped', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const [east, north, west] = await startExtraSandboxes({}, {}, {});
  const suffix = randomUUID().slice(0, 8);
  const names = { east: `East ${suffix}`, north: `North ${suffix}`, west: `West ${suffix}` };
  const ids = {
    east: await addSandboxOrg(page.request, { name: names.east, sandbox: east! }),
    north: await addSandboxOrg(page.request, { name: names.north, sandbox: north! }),
    west: await addSandboxOrg(page.request, { name: names.west, sandbox: west! }),
  };
  const name = `checkout-across-${suffix}`;
  const row = (id: string, body: unknown) => ({
    id,
    name,
    config_class: 'Deployment',
    type: 'Kubernetes::Deployment',
    tags: { namespace: 'shop' },
    config: body,
  });
  const here = randomUUID();
  // East holds the same config under another id: it is found by name and type.
  await dbInsert(page.request, 'config_items', row(here, deployment(2, 'shop/checkout:1.4.0')));
  await east!.insert('config_items', row(randomUUID(), deployment(5, 'shop/checkout:1.5.2')));
  await west!.insert('config_items', row(randomUUID(), deployment(2, 'shop/checkout:1.4.0')));
  await onSandbox(page);

  try {
    // The compare of two sides (an old URL) still works, and offers the compare across.
    await page.goto(`/catalog/compare?org=sandbox&left=${encodeURIComponent(`sandbox:${here}`)}`);
    await expect(page.getByRole('region', { name: 'Compare with…' })).toBeVisible();
    await page.getByRole('button', { name: 'Across organisations…' }).click();
    await expect(page).toHaveURL(/[?&]across=/);
    const across = new URL(page.url()).searchParams.get('across')?.split(',') ?? [];
    expect(across).toEqual(expect.arrayContaining([ids.east, ids.north, ids.west]));

    // West goes down; the compare of the Sandbox, East, North and West, as a link would open it.
    await west!.stop();
    const url = `/catalog/compare?org=sandbox&left=${encodeURIComponent(`sandbox:${here}`)}&across=${[ids.east, ids.north, ids.west].join('%2C')}`;
    await page.goto(url);
    const table = page.getByRole('table', { name: 'Fields by organisation' });
    await expect(table.getByRole('columnheader', { name: 'Sandbox: Live' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(table.getByRole('columnheader', { name: `${names.east}: Live` })).toContainText(
      name,
      { timeout: 30_000 },
    );
    const northHead = table.getByRole('columnheader', { name: `${names.north}: Not found` });
    await expect(northHead).toContainText(
      `${names.north} has no config ${name} (Kubernetes::Deployment).`,
    );
    const westHead = table.getByRole('columnheader', { name: `${names.west}: Offline` });
    await expect(westHead).toContainText(`${names.west} cannot be reached.`, { timeout: 30_000 });

    const summary = page.getByRole('status', { name: 'Compare summary' });
    await expect(summary).toHaveText(/^Compared in 2 of 4 organisations · 2 of \d+ fields differ$/);
    const field = (path: string) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name: path, exact: true }) });
    const differs = /mcd-across-differs/;
    const replicas = field('spec.replicas');
    await expect(replicas).toHaveClass(differs);
    await expect(replicas.getByRole('cell')).toHaveText(['spec.replicas', '2', '5', '', '']);
    const image = field('spec.template.spec.containers[0].image');
    await expect(image).toHaveClass(differs);
    await expect(image.getByRole('cell').nth(2)).toHaveText('"shop/checkout:1.5.2"');
    await expect(image.getByRole('cell').nth(2).locator('[data-changed="true"]')).toBeVisible();
    await expect(field('kind')).not.toHaveClass(differs);
    // A long value may be cut in its cell: its whole text is there on hover.
    const arg = field('spec.template.spec.containers[0].args[2]').getByRole('cell').nth(1);
    await expect(arg.getByTitle('"--tracing-endpoint=otel:4317"')).toBeVisible();
    await shotsLightDark(page, SHOTS, 'across');

    // Only the differences, kept in the URL: opened afresh, the same two rows.
    await page.getByText('Only differences').click();
    await expect(page).toHaveURL(/only=differences/);
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await page.reload();
    await expect(table.locator('tbody tr')).toHaveCount(2, { timeout: 30_000 });
    await expect(field('spec.replicas')).toBeVisible();
    await shotsLightDark(page, SHOTS, 'across-only-differences');

    // Six columns (two of organisations this app does not keep) fit 1280×800: nothing scrolls
    // sideways, and the last column is on screen, not cut off.
    await page.goto(`${url}%2Cghost-1%2Cghost-2`);
    const ghost = table.getByRole('columnheader', { name: 'ghost-2: Error' });
    await expect(ghost).toContainText('No organisation "ghost-2" is kept in this app.');
    await expect(ghost).toBeInViewport();
    const scroll = page.locator('.mcd-across .mc-table-scroll');
    const overflow = await scroll.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shotsLightDark(page, SHOTS, 'across-six');
    await page.goto(url);

    // West removed (its button pressed, as each organisation compared): three columns, the
    // others unchanged.
    const westButton = page.getByRole('group', { name: 'With' }).getByRole('button', {
      name: names.west,
    });
    await expect(westButton).toHaveAttribute('aria-pressed', 'true');
    await westButton.click();
    await expect(page).toHaveURL(new RegExp(`across=${ids.east}%2C${ids.north}(&|$)`));
    // The field, three organisations and the column chooser.
    await expect(table.getByRole('columnheader')).toHaveCount(5);
    await expect(summary).toHaveText(/^Compared in 2 of 3 organisations · 2 of \d+ fields differ$/);

    // Back to two sides: the left config is kept.
    await page.getByRole('button', { name: 'Two sides' }).click();
    await expect(page).not.toHaveURL(/across=/);
    await expect(page.getByRole('heading', { name: 'Compare configurations' })).toBeVisible();
  } finally {
    await dbDelete(page.request, `config_items?id=eq.${here}`);
  }
});
