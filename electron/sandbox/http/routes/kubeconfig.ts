// `GET /kubeconfig` (reference §4.11): mints a new non-expiring access token for the caller on
// every call and returns a kubeconfig whose Basic `token:<token>` credential authenticates back to
// this sandbox at `<public url>/kubeproxy`.
import { stringify } from 'yaml';
import type { Route } from '../types.ts';

export const kubeconfigRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/kubeconfig',
    auth: { object: 'kubernetes-proxy', action: 'create' },
    handle: async (req, ctx) => {
      const person = req.principal!.person;
      const { token } = await ctx.tokens.mint({
        personId: person.id,
        name: person.email ?? person.name,
        createdBy: person.id,
        expiresAt: null,
        autoRenew: false,
      });
      const base = ctx.publicUrl();
      const slug = new URL(base).hostname.replace(/\.flanksource\.com$/, '');
      const cluster = `mission-control-${slug}`;
      const doc = {
        apiVersion: 'v1',
        kind: 'Config',
        clusters: [{ name: cluster, cluster: { server: `${base}/kubeproxy` } }],
        contexts: [{ name: 'default', context: { cluster, user: 'default-user' } }],
        'current-context': 'default',
        users: [{ name: 'default-user', user: { username: 'token', password: token } }],
      };
      return {
        status: 200,
        headers: {
          'Content-Type': 'text/yaml',
          'Content-Disposition': `attachment; filename=${slug}-kubeconfig.yaml`,
        },
        body: stringify(doc),
      };
    },
  },
];
