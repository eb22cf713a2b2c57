// Stand-ins for the organisation services and an org backend, for shell and organisation e2e
// tests that must not depend on the main-process services or the sandbox being wired: the
// page's `/ipc/orgs:*` and `/ipc/auth:*` calls and its `/org/<id>/…` requests are fulfilled
// here (the offline cache reads as empty), while every other channel (app:info, settings:*)
// still reaches the real host.
import type { Page, Route } from '@playwright/test';

export interface MockOrg {
  id: string;
  name: string;
  colour?: string;
  environment?: 'production' | 'staging' | 'development' | 'custom';
  signInMethod?: 'token' | 'password' | 'basic';
  hidden?: boolean;
}

export type MockAuthState =
  'signed-in' | 'needs-sign-in' | 'provisioning' | 'keychain-unavailable' | 'unreachable';

export interface MockBackend {
  orgs: MockOrg[];
  /** Sign-in state per org id (default signed-in). */
  auth: Record<string, MockAuthState>;
  /** Roles whoami returns per org id (default admin). */
  roles: Record<string, string[]>;
  /** Properties per org id (feature flags). */
  properties: Record<string, { name: string; value: string }[]>;
  backendVersion: string;
  /** Requests the page made: `<channel>` or `<channel>:<orgId>`, and `<orgId>:<api path>`. */
  calls: string[];
  /** What auth:signIn answers: an error message to refuse with, or null to accept. */
  signInError: string | null;
  /** URLs the page asked main to open in the OS browser. */
  external: string[];
}

const ok = (value: unknown) => ({ ok: true, value });

function orgDto(org: MockOrg, index: number) {
  const environment = org.environment ?? 'production';
  return {
    id: org.id,
    kind: org.id === 'sandbox' ? 'sandbox' : 'remote',
    name: org.name,
    baseUrl: `https://${org.id}.example.com`,
    prefix: '/api',
    host: `${org.id}.example.com`,
    environment,
    customLabel: null,
    colour: org.colour ?? '#cd4246',
    signInMethod: org.signInMethod ?? 'token',
    username: null,
    caBundle: null,
    proxy: null,
    hidden: org.hidden ?? false,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUsedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
  };
}

function status(backend: MockBackend, orgId: string) {
  const state = backend.auth[orgId] ?? 'signed-in';
  const org = backend.orgs.find((o) => o.id === orgId);
  return {
    orgId,
    state,
    method: org?.signInMethod ?? 'token',
    user:
      state === 'signed-in'
        ? {
            id: 'u1',
            name: 'Ada Admin',
            email: 'ada@example.com',
            roles: backend.roles[orgId] ?? ['admin'],
          }
        : null,
    message:
      state === 'signed-in'
        ? null
        : state === 'unreachable'
          ? 'The server did not answer within 15 s.'
          : state === 'keychain-unavailable'
            ? 'The system keychain is locked.'
            : null,
    sessionOnly: false,
  };
}

export async function mockBackend(
  page: Page,
  init: Partial<MockBackend> = {},
): Promise<MockBackend> {
  const backend: MockBackend = {
    orgs: [{ id: 'acme', name: 'Acme Production' }],
    auth: {},
    roles: {},
    properties: {},
    backendVersion: 'v0.0.900',
    calls: [],
    signInError: null,
    external: [],
    ...init,
  };
  const body = (route: Route): Record<string, unknown> => {
    try {
      return (route.request().postDataJSON() ?? {}) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  await page.route('**/ipc/*', async (route) => {
    const channel = decodeURIComponent(
      new URL(route.request().url()).pathname.slice('/ipc/'.length),
    );
    const request = body(route);
    const orgId = typeof request.orgId === 'string' ? request.orgId : '';
    backend.calls.push(orgId ? `${channel}:${orgId}` : channel);
    switch (channel) {
      case 'orgs:list':
        return route.fulfill({ json: ok({ orgs: backend.orgs.map(orgDto) }) });
      case 'orgs:update': {
        const index = backend.orgs.findIndex((o) => o.id === request.id);
        const org = backend.orgs[index];
        if (!org)
          return route.fulfill({
            json: { ok: false, error: { code: 'NOT_FOUND', message: 'no such org' } },
          });
        const patch = (request.patch ?? {}) as Partial<MockOrg>;
        if (typeof patch.name === 'string') org.name = patch.name;
        if (typeof patch.hidden === 'boolean') org.hidden = patch.hidden;
        return route.fulfill({ json: ok(orgDto(org, index)) });
      }
      case 'orgs:reorder': {
        const ids = (request.ids ?? []) as string[];
        backend.orgs.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
        return route.fulfill({ json: ok({ orgs: backend.orgs.map(orgDto) }) });
      }
      // The stand-in orgs start with no offline copy, so one test's data never leaks into the
      // next through the host's cache (tests/e2e/offline.spec.ts covers the cache itself).
      case 'cache:read':
        return route.fulfill({ json: ok({ status: 'miss' }) });
      case 'cache:write':
        return route.fulfill({ json: ok({ bytes: 0 }) });
      case 'app:openExternal':
        backend.external.push(String(request.url));
        return route.fulfill({ json: ok({ opened: true }) });
      case 'orgs:probe':
        return route.fulfill({
          json: ok({
            ok: true,
            url: String(request.url),
            host: new URL(String(request.url)).host,
            idn: false,
            prefix: '/api',
            version: 'v0.0.900',
            authRequired: true,
          }),
        });
      case 'auth:status':
        return route.fulfill({ json: ok(status(backend, orgId)) });
      case 'auth:signIn':
        if (backend.signInError)
          return route.fulfill({
            json: { ok: false, error: { code: 'SIGN_IN_FAILED', message: backend.signInError } },
          });
        backend.auth[orgId] = 'signed-in';
        return route.fulfill({ json: ok(status(backend, orgId)) });
      case 'auth:signOut':
        backend.auth[orgId] = 'needs-sign-in';
        return route.fulfill({
          json: ok({ status: status(backend, orgId), revoked: true, warning: null }),
        });
      case 'kubeconfig:status':
        return route.fulfill({
          json: ok({
            orgId,
            stored: false,
            downloadedAt: null,
            server: null,
            context: null,
            warnings: [],
            exportedPath: null,
          }),
        });
      case 'kubeconfig:download':
        return route.fulfill({
          json: ok({
            orgId,
            stored: true,
            downloadedAt: '2026-11-22T02:00:00.000Z',
            server: 'https://k8s.acme.example.com',
            context: 'acme',
            warnings: [
              'The server is on another host than the organisation (k8s.acme.example.com).',
            ],
            exportedPath: null,
            reused: false,
          }),
        });
      case 'kubeconfig:export':
        return route.fulfill({
          json: ok({
            path: '/home/ada/.kube/mission-control/acme.yaml',
            setEnvCommand: "export KUBECONFIG='/home/ada/.kube/mission-control/acme.yaml'",
            verifyCommand: 'kubectl get canaries',
            shell: 'posix',
          }),
        });
      default:
        return route.fallback();
    }
  });
  await page.route('**/org/**', async (route) => {
    const url = new URL(route.request().url());
    const [, , orgId = '', ...rest] = url.pathname.split('/');
    const apiPath = `/${rest.join('/')}`;
    backend.calls.push(`${orgId}:${apiPath}`);
    if (apiPath === '/api/auth/whoami') {
      const roles = backend.roles[orgId] ?? ['admin'];
      return route.fulfill({
        json: {
          message: 'success',
          payload: {
            user: { id: 'u1', name: 'Ada Admin', email: 'ada@example.com' },
            roles,
            permissions: [],
          },
        },
      });
    }
    if (apiPath === '/api/properties')
      return route.fulfill({ json: backend.properties[orgId] ?? [] });
    if (apiPath === '/api/about')
      return route.fulfill({ json: { Version: backend.backendVersion } });
    return route.fulfill({ status: 404, json: { error: `no mock for ${apiPath}` } });
  });
  return backend;
}
