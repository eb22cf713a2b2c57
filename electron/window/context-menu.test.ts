import { describe, expect, it } from 'vitest';
import { buildContextMenuTemplate, type ContextMenuParams } from './context-menu.ts';

const flags = { canCut: false, canCopy: true, canPaste: false, canSelectAll: true };
const base: ContextMenuParams = {
  selectionText: '',
  isEditable: false,
  linkURL: '',
  editFlags: flags,
};
const deepLinkFor = (url: string) =>
  url.startsWith('app://console/health') || url.startsWith('app://console/catalog/')
    ? `missioncontrol://acme${new URL(url).pathname}`
    : null;

function build(params: Partial<ContextMenuParams>, pageUrl = 'app://console/health') {
  const copied: string[] = [];
  const template = buildContextMenuTemplate(
    { ...base, ...params },
    { deepLinkFor, pageUrl, copyLink: (link) => copied.push(link) },
  );
  return { template, copied };
}

describe('context menu', () => {
  it('offers Copy for a selection and Copy link to the page', () => {
    const { template, copied } = build({ selectionText: 'api-check' });
    expect(template.map((i) => i.role ?? i.label ?? i.type)).toEqual([
      'copy',
      'separator',
      'Copy link to this page',
    ]);
    (template[2]!.click as () => void)();
    expect(copied).toEqual(['missioncontrol://acme/health']);
  });

  it('copies the link under the pointer when it is a console page', () => {
    const { template, copied } = build({ linkURL: 'app://console/catalog/42' });
    expect(template.map((i) => i.label)).toEqual(['Copy link']);
    (template[0]!.click as () => void)();
    expect(copied).toEqual(['missioncontrol://acme/catalog/42']);
  });

  it('falls back to the page for an external link', () => {
    const { template } = build({ linkURL: 'https://flanksource.com/docs' });
    expect(template.map((i) => i.label)).toEqual(['Copy link to this page']);
  });

  it('has the edit roles in a field', () => {
    const { template } = build({ isEditable: true }, 'app://console/open?link=x');
    expect(template.map((i) => i.role ?? i.type)).toEqual([
      'cut',
      'copy',
      'paste',
      'separator',
      'selectAll',
    ]);
    expect(template[0]!.enabled).toBe(false);
  });

  it('is empty when there is nothing to copy (no menu is shown)', () => {
    expect(build({}, 'data:text/html,crash').template).toEqual([]);
  });
});

describe('window commands', () => {
  it('sends a menu command to one window on the event channel, checked against the contract', async () => {
    const { sendWindowEvent } = await import('../events/window-event.ts');
    const sent: unknown[] = [];
    expect(
      sendWindowEvent((channel, message) => sent.push([channel, message]), 'app:toggleSidebar', {}),
    ).toBe(true);
    expect(sent).toEqual([['mcd:event', { name: 'app:toggleSidebar', payload: {} }]]);
    expect(
      sendWindowEvent(() => sent.push('bad'), 'app:findInPage', { x: 1 } as unknown as Record<
        string,
        never
      >),
    ).toBe(false);
    expect(sent).toHaveLength(1);
  });
});
