// Seed generator, config access: what a scraper finds about who may touch a Kubernetes cluster or
// the AWS account. Per scraper its users (people of the org, plus a service account or a CI user),
// groups with members, and roles; grants on the cluster (or account) and on one namespace; and for
// most users with a grant the last time they signed in to it over the past week (one row per user
// and config, as duty keys config_access_logs). Small at every scale: a few rows per cluster.
import type { SeedContext } from './context.ts';
import { configsOfType } from './context.ts';
import { textArray } from './bulk-insert.ts';
import { slug } from './names.ts';

const DAY = 24 * 60;

interface Account {
  key: string;
  scraperId: string;
  accountId: string;
  /** Configs the grants land on: the cluster/account first. */
  configIds: string[];
  kind: 'kubernetes' | 'aws';
}

export function generateAccess(ctx: SeedContext): void {
  const rng = ctx.rng('access');
  const people = ctx.refs.people.filter((p) => p.email);
  if (people.length === 0) return;
  const accounts: Account[] = ctx.refs.clusters.map((cluster) => ({
    key: `k8s:${cluster.name}`,
    scraperId: cluster.scraperId,
    accountId: cluster.name,
    configIds: [cluster.configId, ...cluster.namespaces.slice(0, 1).map((n) => n.configId)],
    kind: 'kubernetes',
  }));
  const awsAccount = configsOfType(ctx, 'AWS::::Account')[0];
  if (awsAccount)
    accounts.push({
      key: 'aws',
      scraperId: ctx.id('scraper', 'aws'),
      accountId: awsAccount.name,
      configIds: [awsAccount.id],
      kind: 'aws',
    });

  for (const account of accounts) {
    const aws = account.kind === 'aws';
    const created = ctx.ago(rng.int(60, 200) * DAY);
    const user = (key: string, name: string, email: string | null, type: string): string => {
      const id = ctx.id('external_user', `${account.key}:${key}`);
      ctx.add('external_users', {
        id,
        account_id: account.accountId,
        aliases: textArray([
          aws ? `arn:aws:iam::${account.accountId}:user/${key}` : `${account.key}:${key}`,
        ]),
        name,
        user_type: type,
        email,
        scraper_id: account.scraperId,
        created_at: created,
        updated_at: ctx.ago(rng.int(1, 30) * DAY),
        deleted_at: null,
        created_by: null,
      });
      return id;
    };
    const group = (name: string, type: string): string => {
      const id = ctx.id('external_group', `${account.key}:${name}`);
      ctx.add('external_groups', {
        id,
        account_id: account.accountId,
        scraper_id: account.scraperId,
        aliases: textArray([`${account.key}:group:${name}`]),
        name,
        group_type: type,
        created_at: created,
        updated_at: null,
        deleted_at: null,
      });
      return id;
    };
    const role = (name: string, type: string, description: string): string => {
      const id = ctx.id('external_role', `${account.key}:${name}`);
      ctx.add('external_roles', {
        id,
        scraper_id: account.scraperId,
        application_id: null,
        account_id: account.accountId,
        aliases: textArray([
          aws ? `arn:aws:iam::aws:policy/${name}` : `${account.key}:role:${name}`,
        ]),
        role_type: type,
        name,
        description,
        created_at: created,
        updated_at: null,
        deleted_at: null,
      });
      return id;
    };
    const member = (userId: string, groupId: string): void =>
      ctx.add('external_user_groups', {
        external_user_id: userId,
        external_group_id: groupId,
        scraper_id: account.scraperId,
        deleted_at: null,
        deleted_by: null,
        created_at: created,
        created_by: null,
      });
    let grants = 0;
    const grant = (
      configId: string,
      roleId: string,
      who: { user?: string; group?: string },
    ): void => {
      const reviewed = rng.chance(0.4);
      ctx.add('config_access', {
        id: ctx.id('config_access', `${account.key}:${grants++}`),
        config_id: configId,
        scraper_id: account.scraperId,
        application_id: null,
        source: null,
        external_user_id: who.user ?? null,
        external_group_id: who.group ?? null,
        external_role_id: roleId,
        created_at: ctx.ago(rng.int(20, 180) * DAY),
        deleted_at: null,
        deleted_by: null,
        last_reviewed_at: reviewed ? ctx.ago(rng.int(1, 30) * DAY) : null,
        last_reviewed_by: reviewed ? ctx.refs.users.admin : null,
        created_by: null,
      });
    };

    const staff = rng.sample(people, Math.min(people.length, 6)).map((p) => ({
      ...p,
      id: user(slug(p.name), p.name, p.email, 'User'),
    }));
    const [admins = [], devs = [], readers = []] = [
      staff.slice(0, 2),
      staff.slice(2, 4),
      staff.slice(4),
    ];
    const [root, ...rest] = account.configIds;
    if (!root) continue;
    if (aws) {
      const adminGroup = group('Administrators', 'IAMGroup');
      const admin = role('AdministratorAccess', 'ManagedPolicy', 'Full access to AWS services');
      const power = role('PowerUserAccess', 'ManagedPolicy', 'Full access except IAM');
      const read = role('ReadOnlyAccess', 'ManagedPolicy', 'Read-only access to AWS services');
      const ci = user('github-actions-deploy', 'github-actions-deploy', null, 'IAMUser');
      for (const p of admins) member(p.id, adminGroup);
      grant(root, admin, { group: adminGroup });
      for (const p of devs) grant(root, power, { user: p.id });
      for (const p of readers) grant(root, read, { user: p.id });
      grant(root, power, { user: ci });
      staff.push({ id: ci, name: 'github-actions-deploy', email: null });
    } else {
      const adminGroup = group('platform-admins', 'Group');
      const devGroup = group('developers', 'Group');
      const clusterAdmin = role('cluster-admin', 'ClusterRole', 'Full control of the cluster');
      const edit = role('edit', 'ClusterRole', 'Read and write most namespaced objects');
      const view = role('view', 'ClusterRole', 'Read most namespaced objects');
      const sa = user(
        'argocd-application-controller',
        'argocd-application-controller',
        null,
        'ServiceAccount',
      );
      for (const p of admins) member(p.id, adminGroup);
      for (const p of devs) member(p.id, devGroup);
      grant(root, clusterAdmin, { group: adminGroup });
      grant(root, view, { group: devGroup });
      for (const p of readers) grant(root, view, { user: p.id });
      grant(root, clusterAdmin, { user: sa });
      for (const ns of rest) grant(ns, edit, { group: devGroup });
      staff.push({ id: sa, name: 'argocd-application-controller', email: null });
    }
    // Sign-ins over the last week: the grants' holders, on the cluster/account itself.
    for (const p of staff) {
      if (!rng.chance(0.8)) continue;
      ctx.add('config_access_logs', {
        external_user_id: p.id,
        config_id: root,
        scraper_id: account.scraperId,
        mfa: p.email ? rng.chance(0.85) : false,
        properties: aws
          ? {
              source_ip: `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
              event: 'ConsoleLogin',
            }
          : {
              source_ip: `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
              verb: 'get',
            },
        count: rng.int(1, 60),
        created_at: ctx.ago(rng.int(10, 7 * DAY)),
      });
    }
  }
}
