// Seed generator, identity-provider access (spec 5-access §2.7): the org's Okta groups, synced to
// AWS IAM Identity Center, with the teams' people as members and grants across the AWS account,
// its EKS clusters and databases and the Kubernetes clusters' namespaces; a contractors group
// with no members (its grant stays one row); sign-ins over the last 30 days with MFA yes, no or
// unknown; reviews of some grants; aliases added by hand; and a GitHub user that duplicates one of
// the Okta users (named `gh-…`, no email), for the Users tab's merge. Its own PRNG stream, so the
// per-account seed (access.ts) draws the same as before.
import type { PersonRef, SeedContext } from './context.ts';
import { configsOfType } from './context.ts';
import { textArray } from './bulk-insert.ts';
import { slug } from './names.ts';

const DAY = 24 * 60;

const GROUPS = [
  { name: 'okta-platform-engineering', role: 'AdministratorAccess' },
  { name: 'okta-payments-team', role: 'PowerUserAccess' },
  { name: 'okta-data-team', role: 'DatabaseAdministrator' },
  { name: 'okta-sre-oncall', role: 'PowerUserAccess' },
  { name: 'okta-security-audit', role: 'SecurityAudit' },
] as const;

const AGENTS = ['aws-cli/2.15.30', 'Mozilla/5.0 (Macintosh)', 'kubectl/v1.30.2', 'Terraform/1.8.5'];

interface World {
  ctx: SeedContext;
  scraperId: string;
  accountId: string;
  created: Date;
}

function addUser(
  w: World,
  key: string,
  fields: { name: string; email: string | null; type: string; aliases: string[] },
) {
  const id = w.ctx.id('external_user', `idp:${key}`);
  w.ctx.add('external_users', {
    id,
    account_id: w.accountId,
    aliases: textArray(fields.aliases),
    name: fields.name,
    user_type: fields.type,
    email: fields.email,
    scraper_id: w.scraperId,
    created_at: w.created,
    updated_at: w.created,
    deleted_at: null,
    created_by: null,
  });
  return id;
}

export function generateIdpAccess(ctx: SeedContext): void {
  const rng = ctx.rng('access-idp');
  const account = configsOfType(ctx, 'AWS::::Account')[0];
  const people = ctx.refs.people.filter((p): p is PersonRef & { email: string } => !!p.email);
  if (!account || people.length < GROUPS.length * 2) return;
  const w: World = {
    ctx,
    scraperId: ctx.id('scraper', 'aws'),
    accountId: account.name,
    created: ctx.ago(240 * DAY),
  };
  const targets = [
    account.id,
    ...configsOfType(ctx, 'AWS::EKS::Cluster')
      .slice(0, 3)
      .map((c) => c.id),
    ...configsOfType(ctx, 'AWS::RDS::DBInstance')
      .slice(0, 3)
      .map((c) => c.id),
    ...ctx.refs.clusters.flatMap((c) => c.namespaces.slice(1, 3).map((n) => n.configId)),
  ];
  const roles = new Map<string, string>();
  const role = (name: string): string => {
    const known = roles.get(name);
    if (known) return known;
    const id = ctx.id('external_role', `idp:${name}`);
    ctx.add('external_roles', {
      id,
      scraper_id: w.scraperId,
      application_id: null,
      account_id: w.accountId,
      aliases: textArray([`arn:aws:iam::aws:policy/job-function/${name}`]),
      role_type: 'PermissionSet',
      name,
      description: `Identity Center permission set ${name}`,
      created_at: w.created,
      updated_at: null,
      deleted_at: null,
    });
    roles.set(name, id);
    return id;
  };
  const members = rng.sample(people, Math.min(people.length, 15));
  const users = members.map((p) =>
    addUser(w, slug(p.name), {
      name: p.name,
      email: p.email,
      type: 'OktaUser',
      aliases: [`okta:${p.email.toLowerCase()}`],
    }),
  );
  let grants = 0;
  const grant = (configId: string, roleId: string, who: { user?: string; group?: string }) => {
    const id = ctx.id('config_access', `idp:${grants++}`);
    const reviewed = rng.chance(0.5);
    const reviewedAt = reviewed ? ctx.ago(rng.int(1, 60) * DAY) : null;
    ctx.add('config_access', {
      id,
      config_id: configId,
      scraper_id: w.scraperId,
      application_id: null,
      source: 'okta',
      external_user_id: who.user ?? null,
      external_group_id: who.group ?? null,
      external_role_id: roleId,
      created_at: ctx.ago(rng.int(30, 200) * DAY),
      deleted_at: null,
      deleted_by: null,
      last_reviewed_at: reviewedAt,
      last_reviewed_by: reviewed ? ctx.refs.users.admin : null,
      created_by: null,
    });
    if (reviewedAt && who.user)
      ctx.add('access_reviews', {
        id: ctx.id('access_review', `idp:${grants}`),
        config_id: configId,
        external_user_id: who.user,
        external_role_id: roleId,
        config_access_id: id,
        scraper_id: w.scraperId,
        application_id: null,
        source: 'okta',
        created_by: ctx.refs.users.admin,
        created_at: reviewedAt,
      });
  };
  GROUPS.forEach((g, i) => {
    const groupId = ctx.id('external_group', `idp:${g.name}`);
    ctx.add('external_groups', {
      id: groupId,
      account_id: w.accountId,
      scraper_id: w.scraperId,
      aliases: textArray([`okta:group:${g.name}`]),
      name: g.name,
      group_type: 'OktaGroup',
      created_at: w.created,
      updated_at: null,
      deleted_at: null,
    });
    // Three members each, the on-call group overlapping the others.
    for (let m = 0; m < 3; m++) {
      const userId = users[(i * 3 + m) % users.length];
      if (userId)
        ctx.add('external_user_groups', {
          external_user_id: userId,
          external_group_id: groupId,
          scraper_id: w.scraperId,
          deleted_at: null,
          deleted_by: null,
          created_at: w.created,
          created_by: null,
        });
    }
    for (const configId of rng.sample(targets, 3))
      grant(configId, role(g.role), { group: groupId });
  });
  const contractors = ctx.id('external_group', 'idp:okta-contractors');
  ctx.add('external_groups', {
    id: contractors,
    account_id: w.accountId,
    scraper_id: w.scraperId,
    aliases: textArray(['okta:group:okta-contractors']),
    name: 'okta-contractors',
    group_type: 'OktaGroup',
    created_at: w.created,
    updated_at: null,
    deleted_at: null,
  });
  grant(account.id, role('ViewOnlyAccess'), { group: contractors });
  // A few direct grants besides the groups'.
  users.slice(0, 6).forEach((userId, i) => {
    const configId = targets[(i * 2 + 1) % targets.length];
    if (configId)
      grant(configId, role(i % 2 ? 'ReadOnlyAccess' : 'PowerUserAccess'), { user: userId });
  });
  addDuplicate(w, members[0], users[0], role('ReadOnlyAccess'), grant);
  addAliases(w, members, users);
  addSignIns(w, rng, users, targets);
}

/** A GitHub user who is the first Okta user under another name, with a grant and a sign-in. */
function addDuplicate(
  w: World,
  person: PersonRef | undefined,
  primary: string | undefined,
  roleId: string,
  grant: (configId: string, roleId: string, who: { user?: string }) => void,
) {
  const cluster = w.ctx.refs.clusters[0];
  if (!person || !primary || !cluster) return;
  const handle = slug(person.name);
  const dup = addUser(w, `github:${handle}`, {
    name: `gh-${handle}`,
    email: null,
    type: 'GitHubUser',
    aliases: [`github://${handle}`],
  });
  grant(cluster.configId, roleId, { user: dup });
  w.ctx.add('config_access_logs', {
    external_user_id: dup,
    config_id: cluster.configId,
    scraper_id: w.scraperId,
    mfa: null,
    properties: { source_ip: '203.0.113.24', user_agent: 'kubectl/v1.30.2' },
    count: 4,
    created_at: w.ctx.ago(3 * DAY),
  });
}

function addAliases(w: World, members: readonly PersonRef[], users: readonly string[]) {
  users.slice(1, 4).forEach((userId, i) => {
    const name = members[i + 1]?.name;
    if (!name) return;
    w.ctx.add('external_user_aliases', {
      id: w.ctx.id('external_user_alias', `idp:${i}`),
      external_user_id: userId,
      alias: `github://${slug(name)}`,
      source: 'manual',
      created_at: w.ctx.ago((10 + i) * DAY),
      created_by: w.ctx.refs.users.admin,
      deleted_at: null,
      deleted_by: null,
    });
  });
}

/** One row per (config, user): the latest of the last 30 days, most users on two configs. */
function addSignIns(
  w: World,
  rng: ReturnType<SeedContext['rng']>,
  users: readonly string[],
  targets: readonly string[],
) {
  users.forEach((userId, i) => {
    if (i % 5 === 4) return; // some never sign in
    for (const configId of rng.sample(targets, 2)) {
      const mfa = rng.weighted<boolean | null>([
        [true, 6],
        [false, 2],
        [null, 1],
      ]);
      w.ctx.add('config_access_logs', {
        external_user_id: userId,
        config_id: configId,
        scraper_id: w.scraperId,
        mfa,
        properties: {
          source_ip: `198.51.100.${rng.int(1, 254)}`,
          user_agent: rng.pick(AGENTS),
          region: rng.pick(['eu-west-1', 'us-east-1']),
        },
        count: rng.int(1, 120),
        created_at: w.ctx.ago(rng.int(30, 30 * DAY)),
      });
    }
  });
}
