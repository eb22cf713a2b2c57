// Code field for yaml or json (spec 1 §2). Monaco is fetched on first use via dynamic import();
// until then a plain read-only preview shows the text. `onChange` fires only with text that
// parses, so invalid edits are never applied. Size presets: very-small … full.
import { useEffect, useRef, useState } from 'react';
import { Classes } from '@blueprintjs/core';
import type { CodeEditorSize, CodeLanguage } from './code-format.ts';
import { CODE_EDITOR_SIZES, parseCode } from './code-format.ts';
import { useAppliedTheme } from '../../lib/theme/useSystemTheme.ts';
// Type-only: erased at build time, so Monaco stays out of this chunk.
import type * as MonacoLoader from './monaco-loader.ts';
import './CodeEditor.css';

type Editor = ReturnType<typeof MonacoLoader.monaco.editor.create>;

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
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const onChangeRef = useRef(onChange);
  const reportInvalidRef = useRef(reportInvalid);
  // Texts this editor reported through onChange since the last outside change. A `value` among
  // them is the parent echoing the user's typing back, possibly a few keystrokes late: pushing it
  // into the editor would undo those keystrokes and move the cursor.
  const echoesRef = useRef(new Set<string>());
  const [loadError, setLoadError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    onChangeRef.current = onChange;
    reportInvalidRef.current = reportInvalid;
  }, [onChange, reportInvalid]);

  // Create the editor once per language; value, theme and readOnly are pushed in below.
  useEffect(() => {
    let disposed = false;
    let editor: Editor | null = null;
    import('./monaco-loader.ts').then(
      ({ monaco }) => {
        if (disposed || !hostRef.current) return;
        editor = monaco.editor.create(hostRef.current, {
          value,
          language,
          readOnly,
          theme: theme === 'dark' ? 'vs-dark' : 'vs',
          automaticLayout: true,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          tabSize: 2,
          ariaLabel: rest['aria-label'],
        });
        editor.onDidChangeModelContent(() => {
          const text = editor?.getValue() ?? '';
          const parsed = parseCode(text, language);
          if (!parsed.ok && !reportInvalidRef.current) return;
          if (echoesRef.current.size > 200) echoesRef.current.clear();
          echoesRef.current.add(text);
          onChangeRef.current?.(text, parsed.ok ? parsed.value : undefined);
        });
        editorRef.current = editor;
        setReady(true);
      },
      (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      disposed = true;
      editor?.dispose();
      editorRef.current = null;
    };
    // Value, theme and readOnly changes are applied by the effects below without recreating.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || editor.getValue() === value || echoesRef.current.has(value)) return;
    echoesRef.current.clear();
    editor.setValue(value);
  }, [value, ready]);

  useEffect(() => {
    editorRef.current?.updateOptions({ readOnly, theme: theme === 'dark' ? 'vs-dark' : 'vs' });
  }, [readOnly, theme, ready]);

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
