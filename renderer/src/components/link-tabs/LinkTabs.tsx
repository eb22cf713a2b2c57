// Sections of a screen that are routes of their own, as links styled as Blueprint tabs: the URL
// names the tab, and the browser's back button moves between them.
import { Link } from 'react-router';
import { ScrollEdges } from '../scroll-edges/ScrollEdges.tsx';
import './link-tabs.css';

export interface LinkTab<Id extends string> {
  id: Id;
  title: string;
  to: string;
}

export function LinkTabs<Id extends string>(props: {
  tabs: readonly LinkTab<Id>[];
  current: Id;
  /** The tab list's accessible name. */
  label: string;
  className?: string;
}) {
  return (
    <ScrollEdges label={props.label} selected={props.current}>
      <div className={`bp6-tabs mc-link-tabs ${props.className ?? ''}`}>
        <div className="bp6-tab-list" role="tablist" aria-label={props.label}>
          {props.tabs.map((tab) => (
            <Link
              key={tab.id}
              to={tab.to}
              role="tab"
              aria-selected={tab.id === props.current}
              className="bp6-tab"
            >
              {tab.title}
            </Link>
          ))}
        </div>
      </div>
    </ScrollEdges>
  );
}
