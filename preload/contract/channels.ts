// THE IPC contract: every channel, once. Main registers one handler per entry, the preload and
// the browser-mode bridge expose one function per entry, and a test checks both stay complete.
import type { z } from 'zod';
import { agentsChannels } from './agents.ts';
import { appChannels } from './app.ts';
import { authChannels } from './auth.ts';
import { cacheChannels } from './cache.ts';
import { credentialsChannels } from './credentials.ts';
import type { ChannelSpec } from './define.ts';
import { downloadsChannels } from './downloads.ts';
import { healthWatchChannels } from './health-watch.ts';
import { identityChannels } from './identity.ts';
import { kubeconfigChannels } from './kubeconfig.ts';
import { notificationCentreChannels } from './notification-centre.ts';
import { orgsChannels } from './orgs.ts';
import type { IpcResult } from './result.ts';
import { settingsChannels } from './settings.ts';
import { tokenChannels } from './tokens.ts';

export const contract = {
  ...appChannels,
  ...settingsChannels,
  ...orgsChannels,
  ...authChannels,
  ...identityChannels,
  ...kubeconfigChannels,
  ...credentialsChannels,
  ...agentsChannels,
  ...tokenChannels,
  ...cacheChannels,
  ...healthWatchChannels,
  ...notificationCentreChannels,
  ...downloadsChannels,
} satisfies Record<string, ChannelSpec>;

export type Contract = typeof contract;
export type ChannelName = keyof Contract;
export type RequestOf<C extends ChannelName> = z.input<Contract[C]['request']>;
export type ResponseOf<C extends ChannelName> = z.output<Contract[C]['response']>;

export const channelNames = Object.keys(contract) as ChannelName[];

type AreaOf<C extends string> = C extends `${infer A}:${string}` ? A : never;
type VerbOf<C extends string, A extends string> = C extends `${A}:${infer V}` ? V : never;

/** The object the renderer sees as `window.desktop`: `desktop.<area>.<verb>(request)`. */
export type DesktopApi = {
  [A in AreaOf<ChannelName>]: {
    [V in VerbOf<ChannelName, A>]: (
      request?: RequestOf<Extract<`${A}:${V}`, ChannelName>>,
    ) => Promise<IpcResultOf<Extract<`${A}:${V}`, ChannelName>>>;
  };
};

export type IpcResultOf<C extends ChannelName> = IpcResult<ResponseOf<C>>;

export { splitChannel } from './channel-name.ts';
// The other direction, main → renderer: the events' names, scopes and payload schemas.
export { events, eventNames, type EventName, type EventPayload } from './events.ts';
