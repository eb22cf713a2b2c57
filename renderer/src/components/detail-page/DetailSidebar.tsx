// The collapsible sidebar of a detail page: sections as an accordion (one open at a time, the
// first open at first unless said otherwise), or all open side by side when `exclusive` is false.
// The page's header button hides the whole sidebar; that choice is kept per page kind.
import { useState, type ReactNode } from 'react';
import { Icon } from '@blueprintjs/core';

export interface SidebarSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface DetailSidebarProps {
  /** Its accessible name ('Incident details', say). */
  label: string;
  sections: readonly SidebarSection[];
  /** The section open at first; the first one when not given, none when null. */
  defaultOpen?: string | null;
  /** One section open at a time (the default); false lets each open and close on its own. */
  exclusive?: boolean;
}

export function DetailSidebar(props: DetailSidebarProps) {
  const { sections, exclusive = true } = props;
  const first = props.defaultOpen === undefined ? sections[0]?.id : props.defaultOpen;
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(exclusive ? (first ? [first] : []) : sections.map((s) => s.id)),
  );
  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.has(id)) return new Set([...current].filter((other) => other !== id));
      return exclusive ? new Set([id]) : new Set([...current, id]);
    });
  return (
    <aside className="mcd-detail-sidebar" aria-label={props.label}>
      {sections.map((section) => {
        const expanded = open.has(section.id);
        const bodyId = `detail-section-${section.id}`;
        return (
          <section key={section.id} className="mcd-detail-section" aria-label={section.title}>
            <button
              type="button"
              className="mcd-detail-section-head"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={() => toggle(section.id)}
            >
              <Icon icon={expanded ? 'chevron-down' : 'chevron-right'} size={14} />
              <span>{section.title}</span>
            </button>
            {expanded && (
              <div id={bodyId} className="mcd-detail-section-body">
                {section.content}
              </div>
            )}
          </section>
        );
      })}
    </aside>
  );
}
