// The gallery shell: theme follows the OS unless ?theme=light|dark forces it (for screenshots);
// ?section=time,table (ids of the sections) shows only those, so a test of one widget does not
// wait for the 10,000-row tables of another.
import { Classes, H1, HTMLSelect } from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import type { Theme } from '../lib/theme/useSystemTheme.ts';
import { useSystemTheme, useThemeClass } from '../lib/theme/useSystemTheme.ts';
import { TableSection } from './TableSection.tsx';
import { InputsSection } from './InputsSection.tsx';
import { DisplaySection } from './DisplaySection.tsx';
import { TimeSection } from './TimeSection.tsx';
import { EditorSection } from './EditorSection.tsx';
import { ViewPanelsSection } from './ViewPanelsSection.tsx';

function forcedTheme(): Theme | 'system' {
  const value = new URLSearchParams(window.location.search).get('theme');
  return value === 'light' || value === 'dark' ? value : 'system';
}

const SECTIONS = {
  'view-panels': () => <ViewPanelsSection />,
  display: () => <DisplaySection />,
  time: () => <TimeSection />,
  inputs: () => <InputsSection />,
  table: () => <TableSection />,
  editor: (theme: Theme) => <EditorSection theme={theme} />,
} as const;
type SectionId = keyof typeof SECTIONS;

function shownSections(): SectionId[] {
  const asked = new URLSearchParams(window.location.search).get('section')?.split(',') ?? [];
  const known = asked.filter((id): id is SectionId => id in SECTIONS);
  return known.length > 0 ? known : (Object.keys(SECTIONS) as SectionId[]);
}

export function GalleryPage() {
  const system = useSystemTheme();
  const [choice, setChoice] = useState<Theme | 'system'>(forcedTheme);
  const theme = choice === 'system' ? system : choice;
  useThemeClass(theme);
  return (
    <main className={`mc-gallery ${theme === 'dark' ? Classes.DARK : ''}`}>
      <header className="mc-gallery-header">
        <H1>Widget gallery</H1>
        <HTMLSelect
          aria-label="Theme"
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value as Theme | 'system')}
          options={[
            { value: 'system', label: `Theme: system (${system})` },
            { value: 'light', label: 'Theme: light' },
            { value: 'dark', label: 'Theme: dark' },
          ]}
        />
      </header>
      {shownSections().map((id) => (
        <Fragment key={id}>{SECTIONS[id](theme)}</Fragment>
      ))}
    </main>
  );
}
