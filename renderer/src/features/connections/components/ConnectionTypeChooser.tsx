// The first step of adding a connection: every kind (JMeter hidden), grouped by category, with a
// search box for the forty-odd kinds.
import { useState } from 'react';
import { Button, InputGroup, NonIdealState } from '@blueprintjs/core';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import {
  CHOOSABLE_TYPES,
  CONNECTION_CATEGORIES,
  type ConnectionType,
} from '../connection-types.ts';

export function ConnectionTypeChooser(props: { onChoose: (type: ConnectionType) => void }) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const matching = CHOOSABLE_TYPES.filter((t) => t.label.toLowerCase().includes(needle));
  return (
    <div className="mcd-connection-chooser">
      <InputGroup
        leftIcon="search"
        placeholder="Search connection types"
        aria-label="Search connection types"
        value={search}
        onValueChange={setSearch}
        autoFocus
      />
      {matching.length === 0 && (
        <NonIdealState icon="search" title={`No connection type matches '${search.trim()}'`} />
      )}
      {CONNECTION_CATEGORIES.map((category) => {
        const types = matching.filter((t) => t.category === category);
        if (types.length === 0) return null;
        return (
          <section key={category} aria-label={category}>
            <h4 className="mcd-connection-category">{category}</h4>
            <div className="mcd-connection-types">
              {types.map((type) => (
                <Button
                  key={type.value}
                  variant="outlined"
                  alignText="start"
                  icon={<TypeIcon name={type.value} size={18} fallback={type.icon} />}
                  text={type.label}
                  onClick={() => props.onChoose(type)}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
