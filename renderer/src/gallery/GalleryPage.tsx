// The gallery shell: theme follows the OS unless ?theme=light|dark forces it (for screenshots).
import { Classes, H1, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
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
      <ViewPanelsSection />
      <DisplaySection />
      <TimeSection />
      <InputsSection />
      <TableSection />
      <EditorSection theme={theme} />
    </main>
  );
}
