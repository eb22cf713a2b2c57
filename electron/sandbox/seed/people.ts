// Seed generator, people domain: the five sign-in users with their roles, other people, teams
// and memberships, and the agents (one per remote cluster, one of them offline) with their
// agent principals.
import type { SeedContext } from './context.ts';
import { LOCAL_AGENT_ID } from './ids.ts';
import { responderClientsFor } from './integrations.ts';
import {
  CLUSTER_FLAVOURS,
  ENVIRONMENTS,
  FIRST_NAMES,
  LAST_NAMES,
  REGIONS,
  TEAM_NAMES,
  personName,
  slug,
} from './names.ts';

export const SIGN_IN_ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer'] as const;
export type SignInRole = (typeof SIGN_IN_ROLES)[number];

export function signInEmail(role: SignInRole): string {
  return `${role}@sandbox.local`;
}

function addRole(ctx: SeedContext, personId: string, role: string): void {
  ctx.add('casbin_rule', { ptype: 'g', v0: personId, v1: role, v2: '', v3: '', v4: '', v5: '' });
}

export function generatePeople(ctx: SeedContext): void {
  const rng = ctx.rng('people');
  const used = new Set<string>();
  const freshName = (): string => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const name = personName(rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES));
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
    const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)} ${used.size}`;
    used.add(name);
    return name;
  };
  const addPerson = (
    key: string,
    email: string | null,
    extra: Record<string, unknown> = {},
  ): string => {
    const id = ctx.id('person', key);
    const name = typeof extra['name'] === 'string' ? extra['name'] : freshName();
    const person = {
      id,
      name,
      avatar: null,
      type: (extra['type'] as string | undefined) ?? null,
      team_id: null,
      organization: 'Acme',
      title: (extra['title'] as string | undefined) ?? null,
      email,
      phone: null,
      properties: (extra['properties'] as object | undefined) ?? null,
      external_id: null,
      created_at: ctx.ago(rng.int(60, 400) * 24 * 60),
      updated_at: ctx.ago(rng.int(1, 59) * 24 * 60),
      deleted_at: null,
      last_login: extra['type'] === 'agent' ? null : ctx.ago(rng.int(5, 60 * 24 * 10)),
    };
    ctx.add('people', person);
    ctx.refs.people.push({ id, name, email });
    if (email && extra['type'] !== 'agent') {
      const [first = name, ...rest] = name.split(' ');
      ctx.add('identities', {
        id,
        schema_id: 'default',
        traits: { email, name: { first, last: rest.join(' ') } },
        state: 'active',
        created_at: person.created_at,
        updated_at: person.updated_at,
      });
    }
    return id;
  };

  const titles: Record<SignInRole, string> = {
    admin: 'Platform Lead',
    editor: 'Senior SRE',
    commander: 'Incident Commander',
    responder: 'On-call Engineer',
    viewer: 'Engineering Manager',
  };
  for (const role of SIGN_IN_ROLES) {
    const id = addPerson(`user:${role}`, signInEmail(role), {
      title: titles[role],
      properties: { role },
    });
    ctx.refs.users[role] = id;
    addRole(ctx, id, role);
  }
  const otherRoles = [
    ['viewer', 5],
    ['responder', 3],
    ['editor', 2],
    ['commander', 1],
  ] as const;
  for (let i = 0; ctx.refs.people.length < ctx.spec.people; i++) {
    const name = freshName();
    const email = `${slug(name).replace('-', '.')}@acme.example`;
    const role = rng.weighted(otherRoles);
    const id = addPerson(`person:${i}`, email, {
      name,
      title: rng.pick(['SRE', 'Developer', 'DBA', 'Architect', 'Analyst']),
      properties: { role },
    });
    addRole(ctx, id, role);
  }

  const teamCount = Math.min(TEAM_NAMES.length, 4 + Math.floor(ctx.spec.people / 20));
  for (const [i, name] of rng.sample(TEAM_NAMES, teamCount).entries()) {
    const id = ctx.id('team', i);
    ctx.add('teams', {
      id,
      name,
      icon: rng.pick(['group', 'k8s', 'aws', 'database', 'shield', 'server']),
      // TeamSpec: notifications are a list of notification configs (name, connection, properties);
      // the first two teams have responder clients (integrations.ts).
      spec: {
        components: [],
        ...(responderClientsFor(i) ? { responder_clients: responderClientsFor(i) } : {}),
        notifications: [
          {
            name: 'slack',
            connection: 'connection://mission-control/slack',
            properties: { channel: `#team-${slug(name)}` },
          },
        ],
      },
      source: 'UI',
      created_by: ctx.refs.users.admin,
      created_at: ctx.ago(rng.int(100, 300) * 24 * 60),
      updated_at: ctx.ago(rng.int(1, 99) * 24 * 60),
      deleted_at: null,
    });
    ctx.refs.teams.push({ id, name });
    const members = rng.sample(ctx.refs.people, rng.int(3, 6));
    for (const member of members)
      ctx.add('team_members', { team_id: id, person_id: member.id, source: 'UI' });
  }
}

export function generateAgents(ctx: SeedContext): void {
  const rng = ctx.rng('agents');
  const regions = rng.sample(REGIONS, ctx.spec.clusters);
  const flavour = rng.pick(CLUSTER_FLAVOURS);
  const names = new Set<string>();
  ctx.add('agents', {
    id: LOCAL_AGENT_ID,
    name: 'local',
    hostname: 'mission-control-0',
    description: 'The local (upstream) agent',
    ip: null,
    version: 'v0.0.1290',
    username: null,
    person_id: null,
    properties: {},
    tls: null,
    created_by: null,
    created_at: ctx.ago(400 * 24 * 60),
    updated_at: ctx.ago(400 * 24 * 60),
    cleanup: false,
    deleted_at: null,
    last_seen: null,
    last_received: null,
  });
  ctx.refs.agents.push({ id: LOCAL_AGENT_ID, name: 'local', offline: false });

  for (let i = 0; i < ctx.spec.clusters; i++) {
    const region = regions[i % regions.length] ?? 'eu-west-1';
    const env =
      i === 0 ? rng.pick(['prod', 'production', 'live'] as const) : rng.pick(ENVIRONMENTS);
    let name = `${flavour}-${env}-${region}`;
    while (names.has(name)) name = `${name}-${rng.int(2, 9)}`;
    names.add(name);
    const remote = i > 0;
    const offline = i === ctx.spec.clusters - 1;
    let agentId = LOCAL_AGENT_ID;
    if (remote) {
      agentId = ctx.id('agent', i);
      const username = `agent-${rng.hex(8)}`;
      const personId = ctx.id('person', `agent:${i}`);
      ctx.add('people', {
        id: personId,
        name: username,
        avatar: null,
        type: 'agent',
        team_id: null,
        organization: null,
        title: null,
        email: `${username}@local`,
        phone: null,
        properties: null,
        external_id: null,
        created_at: ctx.ago(200 * 24 * 60),
        updated_at: null,
        deleted_at: null,
        last_login: null,
      });
      addRole(ctx, personId, 'agent');
      ctx.add('agents', {
        id: agentId,
        name,
        hostname: `mission-control-agent-${rng.hex(5)}`,
        description: `${env} cluster in ${region}`,
        ip: `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
        version: rng.pick(['v0.0.1281', 'v0.0.1290', 'v0.0.1302']),
        username,
        person_id: personId,
        properties: {
          cluster: name,
          region,
          env,
          'kubernetes.enabled': 'true',
          'kubernetes.interval': '30m',
        },
        tls: null,
        created_by: ctx.refs.users.admin,
        created_at: ctx.ago(rng.int(30, 200) * 24 * 60),
        updated_at: ctx.ago(rng.int(1, 29) * 24 * 60),
        cleanup: false,
        deleted_at: null,
        // The offline agent last reported three days ago; the ticker keeps the others fresh.
        last_seen: offline ? ctx.ago(3 * 24 * 60 + rng.int(0, 600)) : ctx.ago(rng.next() * 0.5),
        last_received: offline ? ctx.ago(3 * 24 * 60 + 700) : ctx.ago(rng.next() * 2),
      });
      ctx.refs.agents.push({ id: agentId, name, offline });
      if (offline) ctx.refs.offlineAgentId = agentId;
    }
    ctx.refs.clusters.push({
      name,
      agentId,
      region,
      env,
      configId: ctx.id('config', `cluster:${name}`),
      scraperId: ctx.id('scraper', `cluster:${name}`),
      namespaces: [],
    });
  }
}
