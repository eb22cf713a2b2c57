// The first step of adding a connection: every kind (JMeter hidden), grouped by category, with a
// search box for the forty-odd kinds.
import { ChoiceGrid } from '../../../components/choice-grid/ChoiceGrid.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import {
  CHOOSABLE_TYPES,
  CONNECTION_CATEGORIES,
  type ConnectionType,
} from '../connection-types.ts';

const SECTIONS = CONNECTION_CATEGORIES.map((category) => ({
  title: category,
  choices: CHOOSABLE_TYPES.filter((t) => t.category === category).map((type) => ({
    key: type.value,
    label: type.label,
    icon: <TypeIcon name={type.value} size={18} fallback={type.icon} />,
    type,
  })),
}));

export function ConnectionTypeChooser(props: { onChoose: (type: ConnectionType) => void }) {
  return (
    <ChoiceGrid
      sections={SECTIONS}
      search="Search connection types"
      noun="connection type"
      onChoose={(choice) => props.onChoose(choice.type)}
    />
  );
}
