// Feature flags (reference §6.3): a property "<feature>.disable" with value "true" hides a feature.
// Some settings features inherit their parent's flag, so disabling "health" also hides the health
// and job-history settings.
import { z } from 'zod';

export const FEATURES = [
  'topology',
  'health',
  'incidents',
  'config',
  'logs',
  'playbooks',
  'applications',
  'views',
  'ai',
  'agents',
  'settings.connections',
  'settings.users',
  'settings.teams',
  'settings.rules',
  'settings.config_scraper',
  'settings.topology',
  'settings.health',
  'settings.job_history',
  'settings.feature_flags',
  'settings.logging_backends',
  'settings.event_queue_status',
  'settings.organization_profile',
  'settings.notifications',
  'settings.playbooks',
  'settings.integrations',
  'settings.plugins',
  'settings.permissions',
  'settings.mcp',
  'settings.artifacts',
] as const;
export type Feature = (typeof FEATURES)[number];

/** Settings features that are also off when their parent feature is off. */
export const FEATURE_PARENTS: Partial<Record<Feature, Feature>> = {
  'settings.config_scraper': 'config',
  'settings.topology': 'topology',
  'settings.health': 'health',
  'settings.job_history': 'health',
};

export const propertySchema = z.object({
  name: z.string(),
  value: z.string().nullable().optional(),
  source: z.string().nullable().optional(),
  type: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
});
export type Property = z.infer<typeof propertySchema>;

/** The set of features switched off by their own property, before inheritance. */
export function disabledFeatures(properties: readonly Property[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const { name, value } of properties) {
    if (name.endsWith('.disable') && value?.trim().toLowerCase() === 'true')
      out.add(name.slice(0, -'.disable'.length));
  }
  return out;
}

/** Is `feature` on, given the disabled set? A disabled parent disables its children. */
export function isFeatureEnabled(disabled: ReadonlySet<string>, feature: Feature): boolean {
  if (disabled.has(feature)) return false;
  const parent = FEATURE_PARENTS[feature];
  return parent === undefined || isFeatureEnabled(disabled, parent);
}
