// The panels of a view (spec 4-views §2.5): a grid of auto-fit columns (≥ 280 px) and rows
// (≥ 250 px), one panel per result, bar gauges sharing a group merged into one.
// CONTRACT for the view page; the panel renderers replace this first cut.
import type { PanelResult } from '../../../api/services/views.types.ts';

export function PanelGrid({ panels }: { panels: readonly PanelResult[] }) {
  return (
    <div className="view-panels">
      {panels.map((panel) => (
        <section key={panel.name} aria-label={panel.name}>
          <h3>{panel.name}</h3>
        </section>
      ))}
    </div>
  );
}
