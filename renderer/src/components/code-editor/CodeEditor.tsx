// Code field for yaml or json (spec 1 §2). Monaco is fetched on first use via dynamic import();
// until then a plain read-only preview shows the text. `onChange` fires only with text that
// parses, so invalid edits are never applied. Size presets: very-small … full.
import { Classes } from '@blueprintjs/core';
import type { CodeEditorSize, CodeLanguage } from './code-format.ts';
import { CODE_EDITOR_SIZES } from './code-format.ts';
import { useAppliedTheme } from '../../lib/theme/useSystemTheme.ts';
import { useMonacoEditor } from './useMonacoEditor.ts';
import './CodeEditor.css';

export type CodeEditorProps = {
  value: string;
  language: CodeLanguage;
  onChange?: (text: string, parsed: unknown) => void;
  readOnly?: boolean;
  size?: CodeEditorSize;
  /** The console's theme when not given. */
  theme?: 'light' | 'dark';
  'aria-label': string;
  /** Report text that does not parse too (parsed is then undefined), for forms that say why. */
  reportInvalid?: boolean;
};

export function CodeEditor({
  value,
  language,
  onChange,
  readOnly = false,
  size = 'medium',
  theme: themeProp,
  reportInvalid = false,
  ...rest
}: CodeEditorProps) {
  const applied = useAppliedTheme();
  const theme = themeProp ?? applied;
  const { hostRef, ready, loadError } = useMonacoEditor({
    value,
    language,
    onChange,
    readOnly,
    theme,
    ariaLabel: rest['aria-label'],
    reportInvalid,
  });

  return (
    <div
      className={`mc-code-editor mc-code-editor-${size}`}
      style={{ height: CODE_EDITOR_SIZES[size] }}
      data-ready={ready}
    >
      {loadError && <div className="mc-code-editor-error">Editor failed to load: {loadError}</div>}
      {!ready && !loadError && (
        <pre
          className={`mc-code-editor-fallback ${Classes.TEXT_MUTED}`}
          aria-label={rest['aria-label']}
        >
          {value}
        </pre>
      )}
      <div ref={hostRef} className="mc-code-editor-host" role="presentation" />
    </div>
  );
}
