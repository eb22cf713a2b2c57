// Saves a text as a download (the browser saves it; Electron's download handler asks where).
import { downloadBlob } from '../../../lib/export/download.ts';

export function saveText(text: string, fileName: string): void {
  downloadBlob(new Blob([text], { type: 'text/plain' }), fileName);
}
