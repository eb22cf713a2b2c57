// The spec of a topology (canary-checker's Topology, `topologies.spec`): the schedule, what the
// root shows (type, icon, label, tooltip, properties) and the components below it. Field names
// and types follow the Topology CRD; components nest, lookups and forEach stay open.
import {
  bool,
  int,
  listOf,
  mapping,
  object,
  ref,
  specSchema,
  str,
  strList,
  strs,
  strMap,
  template,
} from './schema-parts.ts';

const property = object({
  ...strs('name', 'label', 'tooltip', 'icon', 'type', 'color', 'text', 'unit', 'status'),
  lastTransition: str,
  headline: bool,
  hidden: bool,
  order: int,
  value: int,
  max: int,
  min: int,
  links: listOf(mapping),
  lookup: mapping,
  configLookup: mapping,
  summary: template,
});

const selector = object({
  ...strs('id', 'name', 'namespace', 'agent', 'scope', 'search', 'cache', 'health'),
  ...strs('labelSelector', 'fieldSelector', 'tagSelector'),
  types: strList,
  statuses: strList,
  includeDeleted: bool,
  limit: int,
});

const component = object({
  ...strs('name', 'namespace', 'type', 'icon', 'tooltip', 'owner', 'lifecycle', 'configID'),
  ...strs('externalID', 'health', 'statusExpr', 'healthExpr'),
  labels: strMap,
  hidden: bool,
  order: int,
  id: template,
  properties: listOf(ref('property')),
  lookup: mapping,
  forEach: mapping,
  parentLookup: object({ name: str, namespace: str, type: str, externalID: str }),
  checks: listOf(object({ inline: mapping, selector: mapping })),
  configs: listOf(mapping),
  selectors: listOf(ref('selector')),
  relationships: listOf(object({ ref: str, type: str })),
  logs: listOf(mapping),
  summary: mapping,
  // Child components have the same shape; the CRD leaves them open rather than recursive.
  components: listOf(mapping),
});

export const topologySpecSchema = specSchema(
  'Topology spec',
  {
    ...strs('schedule', 'type', 'icon', 'label', 'owner', 'text', 'tooltip', 'statusExpr'),
    healthExpr: str,
    id: template,
    groupBy: object({ tag: str, selector: mapping }, ['tag']),
    properties: listOf(ref('property')),
    configs: listOf(mapping),
    push: mapping,
    components: listOf(component),
  },
  { property, selector },
);
