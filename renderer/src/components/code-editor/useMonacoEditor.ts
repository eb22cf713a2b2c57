// The Monaco side of CodeEditor: loads Monaco on first use, creates the editor once per language,
// reports edits that parse (or all edits with reportInvalid), and pushes outside changes of
// value, theme and readOnly into the live editor without recreating it.
import { useEffect, useRef, useState } from 'react';
import type { CodeLanguage } from './code-format.ts';
import { parseCode } from './code-format.ts';
// Type-only: erased at build time, so Monaco stays out of this chunk.
import type * as MonacoLoader from './monaco-loader.ts';

type Editor = ReturnType<typeof MonacoLoader.monaco.editor.create>;

export type MonacoEditorOptions = {
  value: string;
  language: CodeLanguage;
  onChange?: (text: string, parsed: unknown) => void;
  readOnly: boolean;
  theme: 'light' | 'dark';
  ariaLabel: string;
  reportInvalid: boolean;
};

const monacoTheme = (theme: 'light' | 'dark') => (theme === 'dark' ? 'vs-dark' : 'vs');

export function useMonacoEditor(options: MonacoEditorOptions) {
  const { value, language, onChange, readOnly, theme, reportInvalid } = options;
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
          theme: monacoTheme(theme),
          automaticLayout: true,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          tabSize: 2,
          ariaLabel: options.ariaLabel,
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
    editorRef.current?.updateOptions({ readOnly, theme: monacoTheme(theme) });
  }, [readOnly, theme, ready]);

  return { hostRef, ready, loadError };
}
