// Loading placeholder in the shape of a page (title, toolbar, rows), using Blueprint's skeleton.
import { Classes } from '@blueprintjs/core';

export function PageSkeleton({
  label = 'Loading',
  nested = false,
}: {
  label?: string;
  nested?: boolean;
}) {
  // Nested inside ShellSkeleton, the outer element is the one announced.
  const status = nested ? {} : { role: 'status', 'aria-label': label, 'aria-busy': true };
  return (
    <div className="mcd-page-skeleton" {...status}>
      <div className={`${Classes.SKELETON} mcd-skeleton-title`} />
      <div className={`${Classes.SKELETON} mcd-skeleton-bar`} />
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={`${Classes.SKELETON} mcd-skeleton-row`} />
      ))}
    </div>
  );
}

/** The whole window while the shell itself loads (sidebar strip plus a page). */
export function ShellSkeleton({ label = 'Loading the console' }: { label?: string }) {
  return (
    <div className="mcd-shell-skeleton" role="status" aria-label={label} aria-busy="true">
      <div className={`${Classes.SKELETON} mcd-skeleton-sidebar`} />
      <PageSkeleton nested />
    </div>
  );
}
