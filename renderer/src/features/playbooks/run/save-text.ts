// Saves a text as a download (the browser saves it; Electron's download handler asks where).
export function saveText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its copy once click() returns; the URL is released a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
