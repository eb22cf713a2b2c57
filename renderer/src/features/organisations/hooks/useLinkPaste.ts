// A link pasted or dropped anywhere in the window that is not a text field (issue 36 item 1): a
// `missioncontrol://` link, or a web console URL (`https://mc.example.com/health?…`), opens
// through the link page, which finds the organisation by its address, or offers to add it.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isConsoleUrl } from '../../../../../preload/contract/console-url.ts';
import {
  DEEP_LINK_SCHEME,
  MAX_DEEP_LINK_LENGTH,
} from '../../../../../preload/contract/deep-links.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { isTypingTarget } from '../../../components/shortcuts/ShortcutsDialog.tsx';

/** The `missioncontrol://` link a pasted or dropped text stands for, or null for other text. */
export function linkOfText(text: string): string | null {
  const t = text.trim().split(/\r?\n/)[0]?.trim() ?? '';
  if (!t || t.length > MAX_DEEP_LINK_LENGTH) return null;
  if (t.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}://`)) return t;
  return isConsoleUrl(t) ? `${DEEP_LINK_SCHEME}://open?url=${encodeURIComponent(t)}` : null;
}

const carriesLink = (data: DataTransfer | null) =>
  Boolean(data && !data.types.includes('Files') && data.types.includes('text/uri-list'));

export function useLinkPaste(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const open = (text: string, event: Event) => {
      const link = linkOfText(text);
      if (!link) return;
      event.preventDefault();
      void navigate(paths.openLink(link));
    };
    const onPaste = (event: ClipboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      open(event.clipboardData?.getData('text/plain') ?? '', event);
    };
    const onDragOver = (event: DragEvent) => {
      if (!event.defaultPrevented && carriesLink(event.dataTransfer)) event.preventDefault();
    };
    const onDrop = (event: DragEvent) => {
      if (
        event.defaultPrevented ||
        isTypingTarget(event.target) ||
        !carriesLink(event.dataTransfer)
      )
        return;
      open(event.dataTransfer?.getData('text/uri-list') ?? '', event);
    };
    document.addEventListener('paste', onPaste);
    document.addEventListener('dragover', onDragOver);
    document.addEventListener('drop', onDrop);
    return () => {
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('dragover', onDragOver);
      document.removeEventListener('drop', onDrop);
    };
  }, [navigate]);
}
