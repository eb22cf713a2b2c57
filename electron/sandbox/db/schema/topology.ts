// Schema, topology domain: topology definitions, the component tree, component links to checks,
// configs, other components and teams.
import { agentId, checkLinks, createdBy, stampedSoftDelete } from './columns.ts';
export const topologySchema = /* sql */ `
CREATE TABLE topologies (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  ${agentId('topologies')},
  name text NOT NULL,
  namespace text NOT NULL,
  labels jsonb,
  source text NOT NULL DEFAULT 'UI',
  spec jsonb,
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false,
  schedule text,
  ${createdBy('topologies')},
  deleted_at timestamptz
);

CREATE TABLE components (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  ${agentId('components')},
  topology_id uuid CONSTRAINT components_topology_id_fkey REFERENCES topologies (id),
  external_id text NOT NULL,
  parent_id uuid CONSTRAINT components_parent_id_fkey REFERENCES components (id),
  config_id uuid CONSTRAINT components_config_id_fkey REFERENCES config_items (id),
  name text NOT NULL,
  text text,
  topology_type text,
  namespace text,
  labels jsonb,
  hidden boolean NOT NULL DEFAULT false,
  silenced boolean NOT NULL DEFAULT false,
  is_pushed boolean NOT NULL DEFAULT false,
  status text NOT NULL,
  status_expr text,
  health_expr text,
  health text,
  description text,
  lifecycle text,
  tooltip text,
  status_reason text,
  schedule text,
  icon text,
  type text,
  owner text,
  selectors jsonb,
  log_selectors jsonb,
  component_checks jsonb,
  configs jsonb,
  properties jsonb,
  path text,
  summary jsonb,
  is_leaf boolean DEFAULT false,
  cost_per_minute numeric(16, 4),
  cost_total_1d numeric(16, 4),
  cost_total_7d numeric(16, 4),
  cost_total_30d numeric(16, 4),
  ${createdBy('components')},
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX components_parent_id_idx ON components (parent_id);
CREATE INDEX components_topology_id_idx ON components (topology_id);
CREATE INDEX components_name_idx ON components (name);

CREATE TABLE component_relationships (
  component_id uuid NOT NULL CONSTRAINT component_relationships_component_id_fkey REFERENCES components (id) ON DELETE CASCADE,
  relationship_id uuid NOT NULL CONSTRAINT component_relationships_relationship_id_fkey REFERENCES components (id) ON DELETE CASCADE,
  ${stampedSoftDelete},
  selector_id text,
  relationship_path text,
  is_pushed boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX component_relationships_key ON component_relationships (component_id, relationship_id, selector_id);

CREATE TABLE config_component_relationships (
  component_id uuid NOT NULL
    CONSTRAINT config_component_relationships_component_id_fkey REFERENCES components (id) ON DELETE CASCADE,
  config_id uuid NOT NULL
    CONSTRAINT config_component_relationships_config_id_fkey REFERENCES config_items (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  selector_id text,
  is_pushed boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX config_component_relationships_key ON config_component_relationships (component_id, config_id, selector_id);
CREATE INDEX config_component_relationships_config_id_idx ON config_component_relationships (config_id);

${checkLinks('component', 'components')}

CREATE TABLE team_components (
  team_id uuid NOT NULL CONSTRAINT team_components_team_id_fkey REFERENCES teams (id) ON DELETE CASCADE,
  component_id uuid NOT NULL CONSTRAINT team_components_component_id_fkey REFERENCES components (id) ON DELETE CASCADE,
  role text,
  selector_id text,
  PRIMARY KEY (team_id, component_id)
);
`;
