// Every endpoint family of the sandbox. Adding an endpoint = a file exporting `Route[]` + one line here.
import type { Route } from '../types.ts';
import { aboutRoutes } from './about.ts';
import { accessReviewRoutes } from './access-review.ts';
import { accessTokenRoutes } from './access-tokens.ts';
import { agentRoutes } from './agent.ts';
import { authRoutes } from './auth.ts';
import { canaryRoutes } from './canary.ts';
import { canaryCheckRoutes } from './canary-checks.ts';
import { catalogRoutes } from './catalog.ts';
import { connectionRoutes } from './connection.ts';
import { dbRoutes } from './db.ts';
import { kratosRoutes } from './kratos.ts';
import { kubeconfigRoutes } from './kubeconfig.ts';
import { logsRoutes } from './logs.ts';
import { mcpRoutes } from './mcp.ts';
import { notificationRoutes } from './notification.ts';
import { oidcRoutes } from './oidc.ts';
import { peopleRoutes } from './people.ts';
import { playbookRoutes } from './playbook.ts';
import { pluginRoutes } from './plugins.ts';
import { resourceRoutes } from './resources.ts';
import { snapshotRoutes } from './snapshot.ts';
import { topologyRoutes } from './topology.ts';
import { viewRunRoutes } from './view-run.ts';
import { viewRoutes } from './views.ts';

export const routes: Route[] = [
  ...aboutRoutes,
  ...authRoutes,
  ...accessTokenRoutes,
  ...dbRoutes,
  ...canaryRoutes,
  ...canaryCheckRoutes,
  ...topologyRoutes,
  ...catalogRoutes,
  ...logsRoutes,
  ...snapshotRoutes,
  ...agentRoutes,
  ...kubeconfigRoutes,
  ...resourceRoutes,
  ...playbookRoutes,
  ...peopleRoutes,
  ...connectionRoutes,
  ...notificationRoutes,
  ...viewRoutes,
  ...viewRunRoutes,
  ...kratosRoutes,
  ...oidcRoutes,
  ...accessReviewRoutes,
  ...pluginRoutes,
  ...mcpRoutes,
];
