// Every in-app URL is built here, so pages never concatenate paths or query strings. Paths are
// the specs' routes verbatim; query parameters are encoded with URLSearchParams, and empty values
// are dropped so a link never carries `?query=`.

export type QueryValue = string | number | boolean | null | undefined | readonly string[];
export type Query = Readonly<Record<string, QueryValue>>;

/** `path` plus the non-empty parameters of `query`, in insertion order (arrays repeat the key). */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly string[]) params.append(key, item);
    } else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const seg = (value: string | number): string => encodeURIComponent(String(value));

export const paths = {
  root: () => '/',
  /** The fleet inbox: every organisation at once (filters: organisation, kind, severity). */
  fleet: (query?: Query) => withQuery('/fleet', query),
  topology: (query?: Query) => withQuery('/topology', query),
  topologyItem: (id: string, query?: Query) => withQuery(`/topology/${seg(id)}`, query),
  viewTopology: (id: string, query?: { size?: string }) =>
    withQuery(`/view/topology/${seg(id)}`, query),
  health: (query?: { checkId?: string; timeRange?: string } & Query) => withQuery('/health', query),
  incidents: (query?: Query) => withQuery('/incidents', query),
  incident: (id: string) => `/incidents/${seg(id)}`,
  catalog: (query?: Query) => withQuery('/catalog', query),
  catalogItem: (id: string) => `/catalog/${seg(id)}`,
  /** A view shown as a tab of a config item (spec 4-views §2.10). */
  catalogItemView: (id: string, viewId: string) => `/catalog/${seg(id)}/view/${seg(viewId)}`,
  /** A view by id, or by namespace and name (spec 4-views §2.1). */
  view: (id: string, query?: Query) => withQuery(`/views/${seg(id)}`, query),
  viewByName: (namespace: string, name: string, query?: Query) =>
    withQuery(`/view/${seg(namespace)}/${seg(name)}`, query),
  catalogChanges: (query?: Query) => withQuery('/catalog/changes', query),
  catalogInsights: (query?: Query) => withQuery('/catalog/insights', query),
  /** `left`/`right`: `<orgId>:<configId>` (compare.ts). */
  catalogCompare: (query?: { left?: string; right?: string } & Query) =>
    withQuery('/catalog/compare', query),
  catalogScrapers: () => '/catalog/scrapers',
  /** Who holds access to what (spec 5-access §2.7); `query` carries the mode and filters. */
  catalogAccess: (query?: Query) => withQuery('/catalog/access', query),
  catalogScraper: (id: string) => `/catalog/scrapers/${seg(id)}`,
  logs: (query?: { topologyId?: string } & Query) => withQuery('/logs', query),
  playbooks: () => '/playbooks',
  playbook: (id: string) => `/playbooks/${seg(id)}`,
  playbookRuns: (query?: Query) => withQuery('/playbooks/runs', query),
  playbookRun: (id: string) => `/playbooks/runs/${seg(id)}`,
  notifications: () => '/notifications',
  notificationRules: (query?: { id?: string }) => withQuery('/notifications/rules', query),
  notificationSilences: () => '/notifications/silences',
  addSilence: (query?: Query) => withQuery('/notifications/silences/add', query),
  agents: (query?: { id?: string; addAgent?: boolean } & Query) => withQuery('/agents', query),
  settings: {
    connections: () => '/settings/connections',
    users: () => '/settings/users',
    jobs: () => '/settings/jobs',
    featureFlags: () => '/settings/feature-flags',
    eventQueue: () => '/settings/event-queue-status',
    agents: (query?: { id?: string } & Query) => withQuery('/settings/agents', query),
    integrations: () => '/settings/integrations',
    integration: (type: string, id: string) => `/settings/integrations/${seg(type)}/${seg(id)}`,
    resource: (table: string) => `/settings/${seg(table)}`,
    resourceItem: (table: string, id: string) => `/settings/${seg(table)}/${seg(id)}`,
    team: (id: string) => `/settings/teams/${seg(id)}`,
    preferences: () => '/settings/preferences',
    views: () => '/settings/views',
    /** Access (spec 5-access §2.1). */
    scopes: () => '/settings/scopes',
    permissions: (query?: Query) => withQuery('/settings/permissions', query),
    permissionSubjects: (query?: Query) => withQuery('/settings/permissions/subjects', query),
    permissionsEverywhere: (query?: Query) => withQuery('/settings/permissions/everywhere', query),
    tokens: (query?: { id?: string } & Query) => withQuery('/settings/tokens', query),
    mcp: (tab?: 'overview' | 'subject-access' | 'playbooks' | 'views' | 'check-access') =>
      tab ? `/settings/mcp/${tab}` : '/settings/mcp',
  },
  login: (query?: { return_to?: string } & Query) => withQuery('/login', query),
  profileSettings: () => '/profile-settings',
  orgsSwitched: () => '/organizations/orgs-switched',
  error: (errorCode?: string) => withQuery('/error', { error_code: errorCode }),
  /** The page a `missioncontrol://` link lands on (features/organisations/pages/OpenLinkPage.tsx). */
  openLink: (link: string) => withQuery('/open', { link }),
  /** A new window/tab on another organisation (browser mode opens it with window.open). */
  orgWindow: (orgId: string) => withQuery('/', { org: orgId }),
} as const;

/** The docs site; the help menu opens its pages in the OS browser. */
export const DOCS_HOST = 'https://flanksource.com/docs';
export const HELP_PATH = '/installation/saas/agent';

export function docsUrl(path: string = HELP_PATH): string {
  return `${DOCS_HOST}${path.startsWith('/') ? path : `/${path}`}`;
}
