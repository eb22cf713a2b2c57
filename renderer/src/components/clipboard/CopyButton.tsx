// A small icon button that copies a value, with the clipboard helper's toasts.
import { Button } from '@blueprintjs/core';
import { copyToClipboard } from './copyToClipboard.ts';

export function CopyButton({
  text,
  label = 'Copy to clipboard',
  successMessage,
}: {
  text: string;
  label?: string;
  successMessage?: string;
}) {
  return (
    <Button
      icon="clipboard"
      variant="minimal"
      size="small"
      aria-label={label}
      title={label}
      onClick={() => void copyToClipboard(text, successMessage)}
    />
  );
}
