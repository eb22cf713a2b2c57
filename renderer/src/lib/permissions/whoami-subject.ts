// The subject of a whoami answer: its roles and the permissions the app can read. A permission
// that does not parse grants and denies nothing. The window's access providers and the fleet
// inbox (one subject per organisation) both build theirs here.
import { buildSubject, permissionSchema, type Subject } from './permissions.ts';

export function whoamiSubject(
  roles: readonly string[] | null | undefined,
  permissions: readonly unknown[] | null | undefined,
): Subject {
  const parsed = (permissions ?? []).flatMap((p) => {
    const result = permissionSchema.safeParse(p);
    return result.success ? [result.data] : [];
  });
  return buildSubject(roles, parsed);
}
