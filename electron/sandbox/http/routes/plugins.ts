// `GET /plugins` (spec 5-access §3, §7; `catalog:read`): the plugin registry mission-control
// answers from the plugins its agents registered. The Sandbox runs no plugin processes, so the
// registry is fixed: three plugins with the tabs they add to a config item and the operations the
// subject workbench grants as `invoke:{plugin}:{operation}`.
import { errorJson, json } from '../respond.ts';
import { uuidPattern } from './catalog-filters.ts';
import type { Route } from '../types.ts';

export interface PluginOperation {
  name: string;
  description?: string;
}

export interface Plugin {
  name: string;
  description?: string;
  version?: string;
  agent?: string;
  tabs?: { name: string; path: string }[];
  operations?: PluginOperation[];
}

export const PLUGINS: Plugin[] = [
  {
    name: 'kubernetes',
    description: 'Pod logs, rollouts and exec against the clusters the agents watch',
    version: 'v0.4.2',
    agent: 'local',
    tabs: [{ name: 'Logs', path: '/logs' }],
    operations: [
      { name: 'logs', description: 'Stream the logs of a pod' },
      { name: 'restart', description: 'Restart a deployment rollout' },
      { name: 'exec', description: 'Run a command in a container' },
    ],
  },
  {
    name: 'argocd',
    description: 'Sync and refresh Argo CD applications',
    version: 'v1.2.0',
    tabs: [{ name: 'Sync status', path: '/sync' }],
    operations: [
      { name: 'sync', description: 'Sync an application to its target revision' },
      { name: 'refresh', description: 'Refresh an application from its repository' },
    ],
  },
  {
    name: 'aws-cost',
    description: 'Cost explorer breakdowns for AWS resources',
    version: 'v0.9.0',
    agent: 'aws',
    operations: [{ name: 'breakdown', description: 'Break down the monthly cost of a resource' }],
  },
];

export const pluginRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/plugins',
    auth: { object: 'catalog', action: 'read' },
    // With `config_id`: the plugins whose tabs match that config. The Sandbox runs none of them
    // on any config, so the answer is `[]` (the config page shows no plugin tab).
    handle: (req) => {
      const configId = req.search.get('config_id');
      if (configId === null) return Promise.resolve(json(200, PLUGINS));
      if (!uuidPattern.test(configId))
        return Promise.resolve(errorJson(400, `invalid config_id: ${configId}`));
      return Promise.resolve(json(200, []));
    },
  },
];
