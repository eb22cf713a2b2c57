// Code editors: yaml and json, a read-only one, and the size presets. Monaco loads lazily.
import { useState } from 'react';
import { CodeEditor } from '../components/code-editor/CodeEditor.tsx';
import type { Theme } from '../lib/theme/useSystemTheme.ts';
import { SAMPLE_JSON, SAMPLE_YAML } from './sample-data.ts';
import { Section } from './Section.tsx';

export function EditorSection({ theme }: { theme: Theme }) {
  const [applied, setApplied] = useState<unknown>(null);
  return (
    <Section id="editor" title="Code editor (Monaco, lazy-loaded)">
      <div className="mc-gallery-grid" style={{ gridTemplateColumns: '1fr 1fr' }}>
        <div>
          <div className="mc-gallery-caption">
            yaml, small — applied value updates only when the text parses
          </div>
          <CodeEditor
            aria-label="YAML spec"
            language="yaml"
            value={SAMPLE_YAML}
            size="small"
            theme={theme}
            onChange={(_t, v) => setApplied(v)}
          />
          <pre className="mc-gallery-caption" data-testid="applied-yaml">
            {JSON.stringify(applied)}
          </pre>
        </div>
        <div>
          <div className="mc-gallery-caption">json, read-only, very-small</div>
          <CodeEditor
            aria-label="JSON labels"
            language="json"
            value={SAMPLE_JSON}
            size="very-small"
            readOnly
            theme={theme}
          />
        </div>
      </div>
    </Section>
  );
}
