// The agent form's fields as data (spec 1 §3, §5): the name (required, fixed once the agent
// exists), its properties, and on creation the Kubernetes scrape and telemetry options, each
// detail shown only while its switch is on. The fields hold properties as editor rows and the
// exclusions as the typed text, which the install instructions read as they are.
import type { AgentSummary } from '../../api/services/agents.types.ts';
import { fieldsValidator, type FieldDef } from '../../components/form-kit/field.ts';
import { keyValueField } from '../../components/form-kit/key-value-field.tsx';
import { rowsFromMap } from '../../components/key-value-editor/key-value-rows.ts';
import {
  DEFAULT_KUBERNETES_INTERVAL,
  KUBERNETES_INTERVALS,
  type AgentFieldValues,
} from './agent-form.ts';

const on = (id: string) => ({ id, values: ['true'] });

/** Every agent's fields; a new agent's install options are shown on creation only. */
export const AGENT_FIELDS: readonly FieldDef[] = [
  { id: 'name', label: 'Name', kind: 'text', required: true, lockedWhenEditing: true },
  keyValueField('properties', 'Properties'),
];

const INSTALL_FIELDS: readonly FieldDef[] = [
  { id: 'kubernetes', label: 'Kubernetes', kind: 'toggle' },
  {
    id: 'interval',
    label: 'Scrape interval',
    kind: 'select',
    options: KUBERNETES_INTERVALS,
    when: on('kubernetes'),
  },
  {
    id: 'exclusions',
    label: 'Exclusions',
    kind: 'text',
    help: 'Comma separated',
    when: on('kubernetes'),
  },
  { id: 'pushTelemetry', label: 'Push telemetry', kind: 'toggle' },
  { id: 'topologyName', label: 'Topology name', kind: 'text', when: on('pushTelemetry') },
];

export const agentFields = (creating: boolean) =>
  creating ? [...AGENT_FIELDS, ...INSTALL_FIELDS] : AGENT_FIELDS;

/** A new agent (Kubernetes and telemetry off, a 30m interval), or the stored one's. */
export const agentFieldValues = (agent: AgentSummary | null): AgentFieldValues => ({
  name: agent?.name ?? '',
  properties: rowsFromMap(agent?.properties ?? {}),
  kubernetes: false,
  interval: DEFAULT_KUBERNETES_INTERVAL,
  exclusions: '',
  pushTelemetry: false,
  topologyName: '',
});

export const validateAgent = fieldsValidator<AgentFieldValues>(AGENT_FIELDS);
