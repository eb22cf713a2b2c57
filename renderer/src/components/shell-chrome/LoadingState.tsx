// A screen or panel still waiting for its data, said in words and marked busy (role status,
// aria-busy), so a screen reader announces it and a test or tool can wait for it to end.
import { NonIdealState, Spinner } from '@blueprintjs/core';

export function LoadingState({ title }: { title: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={title}>
      <NonIdealState icon={<Spinner size={24} />} title={title} />
    </div>
  );
}
