// Inputs: dropdowns (short, windowed, search-driven), submit-on-Enter input, key-value editor and
// the four modal sizes.
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Dropdown } from '../components/dropdown/Dropdown.tsx';
import type { DropdownOption } from '../components/dropdown/dropdown-options.ts';
import { SubmitInput } from '../components/text-input/SubmitInput.tsx';
import { KeyValueEditor } from '../components/key-value-editor/KeyValueEditor.tsx';
import { rowsFromMap, rowsToMap } from '../components/key-value-editor/key-value-rows.ts';
import { Modal } from '../components/modal/Modal.tsx';
import type { ModalSize } from '../components/modal/Modal.tsx';
import { Section } from './Section.tsx';

const SHORT: DropdownOption[] = [
  { value: 'none', label: 'No Grouping' },
  { value: 'canary_name', label: 'Group Name' },
  { value: 'name', label: 'Name' },
  { value: 'description', label: 'Description' },
  { value: 'type', label: 'Type', disabled: true },
];
const LONG: DropdownOption[] = Array.from({ length: 500 }, (_, i) => ({
  value: `ns-${i}`,
  label: `namespace-${String(i).padStart(3, '0')}`,
}));

export function InputsSection() {
  const [group, setGroup] = useState<string | undefined>('canary_name');
  const [namespace, setNamespace] = useState<string | undefined>();
  const [searchResults, setSearchResults] = useState<DropdownOption[]>([]);
  const [searched, setSearched] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState('');
  const [rows, setRows] = useState(() => rowsFromMap({ env: 'prod', team: 'payments' }));
  const [modal, setModal] = useState<ModalSize | null>(null);
  return (
    <Section id="inputs" title="Dropdowns, inputs, key-value editor and modals">
      <div className="mc-gallery-row">
        <Dropdown aria-label="Group By" options={SHORT} value={group} onChange={setGroup} />
        <Dropdown
          aria-label="Namespace"
          placeholder="Namespace (500 options)"
          options={LONG}
          value={namespace}
          onChange={setNamespace}
        />
        <Dropdown
          aria-label="Resource search"
          placeholder="Search resources"
          options={searchResults}
          value={searched}
          onChange={setSearched}
          onQueryChange={(q) =>
            setSearchResults(
              q.trim() ? LONG.filter((o) => o.label.includes(q.trim())).slice(0, 50) : [],
            )
          }
        />
        <Dropdown
          aria-label="Empty"
          placeholder="Empty list"
          options={[]}
          value={undefined}
          onChange={() => undefined}
        />
      </div>
      <div className="mc-gallery-row">
        <SubmitInput
          aria-label="Search checks"
          icon="search"
          placeholder="Search by name, description, or endpoint"
          value={submitted}
          onSubmit={setSubmitted}
        />
        <span>
          Submitted: <code data-testid="submitted">{submitted || '(nothing)'}</code>
        </span>
      </div>
      <div style={{ maxWidth: 520 }}>
        <KeyValueEditor rows={rows} onChange={setRows} />
        <p className="mc-gallery-caption">
          Map: <code data-testid="kv-map">{JSON.stringify(rowsToMap(rows))}</code>
        </p>
      </div>
      <div className="mc-gallery-row">
        {(['small', 'medium', 'large', 'full'] as const).map((size) => (
          <Button key={size} onClick={() => setModal(size)}>
            Open {size} modal
          </Button>
        ))}
      </div>
      <Modal
        isOpen={modal !== null}
        size={modal ?? 'medium'}
        title={`A ${modal ?? ''} modal`}
        onClose={() => setModal(null)}
        footer={<Button onClick={() => setModal(null)}>Close</Button>}
      >
        <p>Modal body. Untrusted text stays text: {'<img src=x onerror=alert(1)>'}</p>
      </Modal>
    </Section>
  );
}
