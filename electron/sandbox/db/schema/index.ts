// The sandbox schema as an ordered list of SQL chunks, and its version. Bump SCHEMA_VERSION on
// any change here: an existing data dir with another version is rebuilt on open.
import { accessSchema, accessViews } from './access.ts';
import { accessAliasesSchema } from './access-aliases.ts';
import { accessSummaryViews } from './access-summary.ts';
import { catalogSchema } from './catalog.ts';
import { consoleSchema } from './console.ts';
import { functionsSchema } from './functions.ts';
import { healthSchema } from './health.ts';
import { incidentHistorySchema } from './incident-history.ts';
import { incidentsSchema } from './incidents.ts';
import { notificationsSchema } from './notifications.ts';
import { peopleSchema } from './people.ts';
import { permissionsSchema } from './permissions.ts';
import { playbooksSchema } from './playbooks.ts';
import { settingsSchema } from './settings.ts';
import { topologySchema } from './topology.ts';
import { catalogViews } from './views-catalog.ts';
import { healthViews } from './views-health.ts';
import { incidentsViews } from './views-incidents.ts';
import { notificationsViews } from './views-notifications.ts';
import { settingsViews } from './views-settings.ts';
import { topologyViews } from './views-topology.ts';

export const SCHEMA_VERSION = 12;

/** Applied in this order: tables by dependency, then views, then functions and triggers. */
export const schemaChunks: readonly { name: string; sql: string }[] = [
  { name: 'people', sql: peopleSchema },
  { name: 'health', sql: healthSchema },
  { name: 'catalog', sql: catalogSchema },
  { name: 'topology', sql: topologySchema },
  { name: 'incidents', sql: incidentsSchema },
  { name: 'notifications', sql: notificationsSchema },
  { name: 'playbooks', sql: playbooksSchema },
  { name: 'settings', sql: settingsSchema },
  { name: 'access', sql: accessSchema },
  { name: 'access-aliases', sql: accessAliasesSchema },
  { name: 'console', sql: consoleSchema },
  { name: 'permissions', sql: permissionsSchema },
  { name: 'views-health', sql: healthViews },
  { name: 'views-catalog', sql: catalogViews },
  { name: 'views-topology', sql: topologyViews },
  { name: 'views-incidents', sql: incidentsViews },
  { name: 'views-notifications', sql: notificationsViews },
  { name: 'views-settings', sql: settingsViews },
  { name: 'views-access', sql: accessViews },
  { name: 'views-access-summary', sql: accessSummaryViews },
  { name: 'functions', sql: functionsSchema },
  { name: 'incident-history', sql: incidentHistorySchema },
];
