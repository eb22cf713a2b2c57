// Electron's tray: renders the Electron-free tray model (electron/tray/tray-model.ts) from every
// organisation's health (electron/tray/tray-sources.ts: the watch's polls, the offline caches) —
// the worst state as the icon, a tooltip, the menu — and renders it again whenever they change.
// Electron's classes come in as arguments.
import type { Menu, MenuItemConstructorOptions, NativeImage, Tray } from 'electron';
import { trayIconPng } from '../tray/tray-icons.ts';
import {
  TRAY_STATES,
  buildTrayModel,
  trayMenuTemplate,
  type TrayAction,
  type TrayState,
} from '../tray/tray-model.ts';
import type { TraySources } from '../tray/tray-sources.ts';

export interface ElectronTrayOptions {
  createTray: (
    icon: NativeImage,
  ) => Pick<Tray, 'setImage' | 'setToolTip' | 'setContextMenu' | 'destroy'>;
  buildMenu: (template: MenuItemConstructorOptions[]) => Menu;
  createImage: (png1x: Buffer, png2x: Buffer) => NativeImage;
  sources: Pick<TraySources, 'inputs' | 'onChange'>;
  productName: string;
  run: (action: TrayAction) => void;
}

export function startElectronTray(options: ElectronTrayOptions): { stop(): void } {
  const icons = new Map<TrayState, NativeImage>(
    TRAY_STATES.map((state) => [
      state,
      options.createImage(trayIconPng(state, 16), trayIconPng(state, 32)),
    ]),
  );
  const icon = (state: TrayState) => icons.get(state) as NativeImage;
  const tray = options.createTray(icon('healthy'));
  const render = () => {
    const model = buildTrayModel(options.sources.inputs(), options.productName);
    tray.setImage(icon(model.state));
    tray.setToolTip(model.tooltip);
    tray.setContextMenu(options.buildMenu(trayMenuTemplate(model, options.run)));
  };
  render();
  const off = options.sources.onChange(render);
  return {
    stop() {
      off();
      tray.destroy();
    },
  };
}
