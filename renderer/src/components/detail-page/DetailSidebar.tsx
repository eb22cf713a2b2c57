// The collapsible sidebar of a detail page: sections as an accordion (one open at a time, the
// first open at first unless said otherwise), or all open side by side when `exclusive` is false
// (a section that appears later, such as the selected lines, opens too). The page's header button
// hides the whole sidebar; that choice is kept per page kind.
import { useState, type ReactNode } from 'react';
import { Icon } from '@blueprintjs/core';

export interface SidebarSection {
  id: string;
  title: string;
  content: ReactNode;
  /** Buttons beside the section's title ('Clear', an info popover). */
  actions?: ReactNode;
}

export interface DetailSidebarProps {
  /** Its accessible name ('Incident details', say). */
  label: string;
  /** In their order; a section that does not apply may stand as null or false. */
  sections: readonly (SidebarSection | null | false)[];
  /** The section open at first; the first one when not given, none when null. */
  defaultOpen?: string | null;
  /** One section open at a time (the default); false lets each open and close on its own. */
  exclusive?: boolean;
  /** Above the sections, always shown (notices, the page's sidebar actions). */
  top?: ReactNode;
}

export function DetailSidebar(props: DetailSidebarProps) {
  const { exclusive = true } = props;
  const sections = props.sections.filter((section): section is SidebarSection => !!section);
  const first = props.defaultOpen === undefined ? sections[0]?.id : props.defaultOpen;
  // Exclusive: the open section. Otherwise: the sections the user closed.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(
    () => new Set(exclusive && first ? [first] : []),
  );
  const isOpen = (id: string) => toggled.has(id) === exclusive;
  const toggle = (id: string) =>
    setToggled((current) => {
      if (current.has(id)) return new Set([...current].filter((other) => other !== id));
      return exclusive ? new Set([id]) : new Set([...current, id]);
    });
  return (
    <aside className="mcd-detail-sidebar" aria-label={props.label}>
      {props.top}
      {sections.map((section) => {
        const expanded = isOpen(section.id);
        const bodyId = `detail-section-${section.id}`;
        return (
          <section key={section.id} className="mcd-detail-section" aria-label={section.title}>
            <div className="mcd-detail-section-title">
              <h3>
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
              </h3>
              {expanded && section.actions}
            </div>
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
