// The header's 'Refresh every organisation' of a cross-organisation page (the view across
// organisations, access everywhere): reads every organisation again, spinning while any reads.
import { RefreshButton } from '../action/RefreshButton.tsx';

/** What the button needs of useAcrossReads (or a hook built on it). */
export interface RefreshAll {
  refreshing: boolean;
  refresh: () => Promise<unknown>;
}

export function RefreshEveryOrgButton(props: { across: RefreshAll; disabled?: boolean }) {
  const { across } = props;
  return (
    <RefreshButton
      label="Refresh every organisation"
      loading={across.refreshing}
      disabled={props.disabled}
      onClick={() => void across.refresh()}
    />
  );
}
