// Picks one side of a compare: an organisation (any signed-in one) and a config item found by
// name in it. Each organisation is read through its own QueryClient.
import { useState } from 'react';
import {
  Button,
  HTMLSelect,
  InputGroup,
  Menu,
  MenuItem,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { configPickQuery } from '../../../api/services/catalog-compare.ts';
import { queryClientFor } from '../../../app/org-context.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import type { CompareSide } from './compare-model.ts';

export function ConfigPicker(props: {
  label: string;
  orgs: readonly Org[];
  initialOrgId: string;
  onPick: (side: CompareSide) => void;
  onCancel?: () => void;
}) {
  const [orgId, setOrgId] = useState(props.initialOrgId);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 250);
  const found = useQuery(configPickQuery(orgId, search), queryClientFor(orgId));

  return (
    <section className="mcd-compare-picker" aria-label={props.label}>
      <div className="mcd-compare-picker-bar">
        <strong>{props.label}</strong>
        <HTMLSelect
          aria-label="Organisation"
          value={orgId}
          onChange={(event) => setOrgId(event.target.value)}
          options={props.orgs.map((org) => ({ value: org.id, label: org.name }))}
        />
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="Search configs by name"
          aria-label="Search configs by name"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
        />
        {props.onCancel && <Button variant="minimal" text="Cancel" onClick={props.onCancel} />}
      </div>
      {found.isPending ? (
        <Spinner size={20} />
      ) : found.isError ? (
        <QueryError error={found.error} what="configs" />
      ) : found.data.length === 0 ? (
        <NonIdealState icon="search" title="No configs match" />
      ) : (
        <Menu className="mcd-compare-picker-list">
          {found.data.map((config) => (
            <MenuItem
              key={config.id}
              text={config.name || config.id}
              label={config.type ?? undefined}
              onClick={() => props.onPick({ orgId, id: config.id })}
            />
          ))}
        </Menu>
      )}
    </section>
  );
}
