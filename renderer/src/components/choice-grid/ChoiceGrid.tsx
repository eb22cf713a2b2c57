// A chooser of kinds (a connection's type, a health check's, an integration): outlined buttons
// with their icons in a grid, in titled sections (each a region named by its title) or one group
// named by `label`, narrowed by label when the chooser has a search box.
import { useState, type ReactElement } from 'react';
import { Button, H5, NonIdealState } from '@blueprintjs/core';
import { SearchBox } from '../search-box/SearchBox.tsx';
import './ChoiceGrid.css';

export interface Choice {
  key: string;
  label: string;
  icon: ReactElement;
}

export interface ChoiceSection<C extends Choice> {
  title: string;
  choices: readonly C[];
}

export function ChoiceGrid<C extends Choice>(props: {
  /** Titled sections; or `choices` alone, one group named by `label`. */
  sections?: readonly ChoiceSection<C>[];
  choices?: readonly C[];
  label?: string;
  onChoose: (choice: C) => void;
  disabled?: boolean;
  /** Tall tiles, the icon above the label. */
  tiles?: boolean;
  /** The search box's label ('Search connection types'); no search box without it. */
  search?: string;
  /** What the 'No … matches' text calls a choice. */
  noun?: string;
}) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const matches = (choice: C) => choice.label.toLowerCase().includes(needle);
  const sections = (props.sections ?? []).map((s) => ({
    ...s,
    choices: s.choices.filter(matches),
  }));
  const grid = (choices: readonly C[], label?: string) => (
    <div
      className={`mc-choice-grid${props.tiles ? ' mc-choice-tiles' : ''}`}
      role={label ? 'group' : undefined}
      aria-label={label}
    >
      {choices.map((choice) => (
        <Button
          key={choice.key}
          variant="outlined"
          alignText={props.tiles ? undefined : 'start'}
          disabled={props.disabled}
          icon={choice.icon}
          text={choice.label}
          onClick={() => props.onChoose(choice)}
        />
      ))}
    </div>
  );
  return (
    <div className="mc-choice-chooser">
      {props.search && (
        <SearchBox label={props.search} value={search} onChange={setSearch} autoFocus />
      )}
      {props.choices && grid(props.choices.filter(matches), props.label)}
      {props.sections && sections.every((s) => s.choices.length === 0) && (
        <NonIdealState
          icon="search"
          title={`No ${props.noun ?? 'choice'} matches '${search.trim()}'`}
        />
      )}
      {sections.map(
        (section) =>
          section.choices.length > 0 && (
            <section key={section.title} aria-label={section.title}>
              <H5>{section.title}</H5>
              {grid(section.choices)}
            </section>
          ),
      )}
    </div>
  );
}
