// Where `/login?return_to=…` may send the user: only same-app absolute paths, so a crafted link
// cannot bounce the window to another origin (`//host`, `/\host`, `https://…`).
import { paths } from '../../lib/routing/paths.ts';

export function safeReturnTo(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return paths.root();
  return value;
}
