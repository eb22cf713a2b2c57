// The application menu: the template (electron/window/app-menu.ts) bound to the windows and the
// organisations, installed again whenever the organisations change (the File menu lists them).
import type { MainWindows } from '../window/main-windows.ts';
import { buildMenuTemplate } from '../window/app-menu.ts';
import { DOCS_URL, type MainContext } from './main-context.ts';

export function createMenuInstaller(
  context: MainContext,
  windows: MainWindows,
  showLogs: () => Promise<void>,
): () => void {
  const { app, Menu } = context.electron;
  const isDevelopment = !app.isPackaged;
  return () =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate(
          process.platform,
          isDevelopment,
          {
            showLogs: () => void showLogs(),
            newWindow: windows.newWindow,
            back: () => {
              const history = windows.target()?.webContents.navigationHistory;
              if (history?.canGoBack()) history.goBack();
            },
            forward: () => {
              const history = windows.target()?.webContents.navigationHistory;
              if (history?.canGoForward()) history.goForward();
            },
            toggleSidebar: () => windows.command('app:toggleSidebar'),
            findInPage: () => windows.command('app:findInPage'),
            openPalette: () => windows.command('app:openPalette'),
            openDocs: () => void context.openExternal(DOCS_URL),
            showAbout: () => app.showAboutPanel(),
          },
          context.core?.orgServices.orgs
            .list()
            .filter((org) => !org.hidden)
            .map((org) => ({ id: org.id, name: org.name })) ?? [],
        ),
      ),
    );
}
