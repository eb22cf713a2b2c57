// The tray: every organisation's health — polled or from its offline cache — the worst as its
// icon (electron/tray/), drawn with Electron's Tray (electron/adapters/electron-tray.ts).
import { startElectronTray } from '../adapters/electron-tray.ts';
import type { Core } from '../core.ts';
import { createTraySources, type TraySources } from '../tray/tray-sources.ts';
import type { MainWindows } from '../window/main-windows.ts';
import { PRODUCT_NAME, type MainContext } from './main-context.ts';

function traySourcesOfCore(core: Core, log: MainContext['log']): TraySources {
  return createTraySources({
    listOrgs: () => core.orgServices.orgs.list(),
    watch: core.healthWatch.watch,
    // The Sandbox's credential is its process's token: asking for it would start the Sandbox.
    isSignedIn: async (orgId) =>
      core.orgServices.registry.get(orgId)?.kind === 'sandbox'
        ? null
        : (await core.orgServices.auth.credential(orgId)) !== null,
    readCache: async (orgId) => {
      const read = await core.cache.store.read(orgId);
      return read.status === 'hit' ? read : null;
    },
    subscribe: (listener) => {
      const subscription = core.events.subscribe({
        orgId: null,
        deliver: (envelope) => {
          const orgId = (envelope.payload as { orgId?: unknown } | null)?.orgId;
          listener(envelope.name, typeof orgId === 'string' ? orgId : undefined);
        },
      });
      return () => subscription.close();
    },
    log,
  });
}

/** A tray that cannot be shown is logged: the app runs on without it. */
export function startTray(context: MainContext, core: Core, windows: MainWindows): void {
  const { app, Menu, nativeImage, Tray } = context.electron;
  try {
    const traySources = traySourcesOfCore(core, context.log);
    // Reading every organisation's cache waits until the first window has had its start.
    setTimeout(() => void traySources.refresh(), 5_000).unref();
    const tray = startElectronTray({
      createTray: (icon) => new Tray(icon),
      buildMenu: (template) => Menu.buildFromTemplate(template),
      createImage: (png1x, png2x) => {
        const image = nativeImage.createFromBuffer(png1x);
        image.addRepresentation({ scaleFactor: 2, buffer: png2x });
        return image;
      },
      sources: traySources,
      productName: PRODUCT_NAME,
      run: (action) =>
        action.kind === 'quit' ? app.quit() : windows.openRoute(action.orgId, action.route),
    });
    app.on('will-quit', () => {
      traySources.close();
      tray.stop();
    });
  } catch (error) {
    context.log('the tray could not be shown', error);
  }
}
