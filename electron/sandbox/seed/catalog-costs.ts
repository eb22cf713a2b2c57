// Seed generator: cloud cost of the AWS part of the catalog (USD, on config_items as
// mission-control keeps it). A monthly figure per resource by kind; today's run rate mostly near
// the 30-day daily average, but about one in four drifts more than 10 % away so that the
// catalog's cost-change badge has something to show. Free kinds (IAM, networking) stay NULL.
import type { SeedContext } from './context.ts';
import type { Prng } from './prng.ts';

/** Rough on-demand monthly prices of the instance types the seed uses. */
const EC2_MONTHLY: Record<string, number> = {
  't3.large': 61,
  'm6i.large': 70,
  'm6i.xlarge': 140,
  'm7g.xlarge': 119,
  'c6i.2xlarge': 248,
  'r6i.large': 92,
};

/** Monthly [min, max] per resource type; types not listed cost nothing. */
const MONTHLY_RANGE: Record<string, readonly [number, number]> = {
  'AWS::EKS::Cluster': [73, 73],
  'AWS::RDS::DBInstance': [95, 900],
  'AWS::S3::Bucket': [0.5, 220],
  'AWS::ElasticLoadBalancingV2::LoadBalancer': [18, 65],
  'AWS::SQS::Queue': [0.05, 25],
  'AWS::Lambda::Function': [0.01, 60],
};

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

function monthlyCost(rng: Prng, type: string, config: unknown): number | null {
  if (type === 'AWS::EC2::Instance') {
    const declared = (config as { InstanceType?: string } | null)?.InstanceType;
    const base = EC2_MONTHLY[declared ?? ''] ?? rng.pick(Object.values(EC2_MONTHLY));
    // Storage and traffic on top of the instance price.
    return base * (1 + rng.next() * 0.35);
  }
  const range = MONTHLY_RANGE[type];
  if (!range) return null;
  const [min, max] = range;
  // Skewed towards the cheap end, as real fleets are.
  return min + (max - min) * rng.next() ** 2;
}

export function generateCosts(ctx: SeedContext): void {
  const rng = ctx.rng('catalog-costs');
  for (const row of ctx.tables.get('config_items') ?? []) {
    const type = typeof row.type === 'string' ? row.type : '';
    if (!type.startsWith('AWS::')) continue;
    const monthly = monthlyCost(rng, type, row.config);
    if (monthly === null) continue;
    const dailyAverage = monthly / 30;
    const drift = rng.chance(0.25)
      ? rng.pick([0.45, 0.7, 0.85, 1.2, 1.4, 2.1]) * (0.95 + rng.next() * 0.1)
      : 0.95 + rng.next() * 0.1;
    const today = dailyAverage * drift;
    row.cost_total_30d = round4(monthly);
    row.cost_total_7d = round4(dailyAverage * 7 * (0.97 + rng.next() * 0.06));
    row.cost_total_1d = round4(today);
    row.cost_per_minute = round4(today / 1440);
  }
}
