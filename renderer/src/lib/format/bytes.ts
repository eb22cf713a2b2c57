// Sizes in words, the one byte formatter of the app: "900 bytes", "512 KB", "12.3 MB", "1.5 GB",
// "2 TB" — binary steps (1 KB = 1024 bytes, as the gateway's caps and Kubernetes' Mi/Gi are set),
// at most one decimal. The topology's `bytes` properties, the offline cache's size, the response
// caps and a view's `bytes` columns all read the same way.
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

export function formatBytes(bytes: number): string {
  let value = Math.abs(bytes);
  if (value < 1024) return `${bytes} bytes`;
  let unit = -1;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${bytes < 0 ? '-' : ''}${Number(value.toFixed(1))} ${UNITS[unit]}`;
}
