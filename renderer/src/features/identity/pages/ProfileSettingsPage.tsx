// `/profile-settings`: who the user is in this organisation (whoami), how this app signs in to
// it, and sign-out; with the built-in identity, its settings flow too (traits, password, 2FA).
import { Button, Card, H4, HTMLTable } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { useQuery } from '@tanstack/react-query';
import { whoamiQuery } from '../../../api/services/auth.ts';
import { authStatusQuery, orgsKeys, signOut } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { PageSkeleton } from '../../../components/shell-chrome/PageSkeleton.tsx';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { METHOD_LABELS } from '../../organisations/org-form.ts';
import { IdentitySettings } from '../components/IdentitySettings.tsx';
import { identityQuery } from '../identity-api.ts';

export function ProfileSettingsPage() {
  const { orgId, org } = useCurrentOrg();
  const whoami = useQuery(whoamiQuery(orgId));
  const status = useQuery(authStatusQuery(orgId), appQueryClient);
  const identity = useQuery(identityQuery(orgId), appQueryClient);
  if (whoami.isPending) return <PageSkeleton label="Loading profile" />;
  if (whoami.isError)
    return (
      <QueryError error={whoami.error} what="the profile" title="The profile could not be loaded" />
    );
  const { user, roles } = whoami.data;
  const method = status.data?.method;
  return (
    <div className="mcd-page">
      <Card className="mcd-profile">
        <div className="mcd-profile-head">
          <Avatar person={{ id: user.id, name: user.name, avatar: user.avatar }} size={48} />
          <div>
            <H4>{user.name}</H4>
            <span className="mcd-muted">{user.email ?? 'No email address'}</span>
          </div>
        </div>
        <HTMLTable compact aria-label="Profile">
          <tbody>
            <tr>
              <th>Organisation</th>
              <td>{org?.name ?? orgId}</td>
            </tr>
            <tr>
              <th>Roles</th>
              <td>
                {[...new Set(roles ?? [])]
                  .filter((role) => role !== 'everyone')
                  .map((role) => (
                    <Tag key={role} minimal className="mcd-tag-gap">
                      {role}
                    </Tag>
                  ))}
              </td>
            </tr>
            <tr>
              <th>Signed in with</th>
              <td>
                {method === 'hosted' ? 'Built-in identity' : method ? METHOD_LABELS[method] : '—'}
                {status.data?.sessionOnly
                  ? ' (this session only)'
                  : ' (kept in the system keychain)'}
              </td>
            </tr>
          </tbody>
        </HTMLTable>
        <Button
          className="mcd-spaced"
          icon="log-out"
          text="Sign out"
          onClick={() =>
            void signOut(orgId).finally(
              () => void appQueryClient.invalidateQueries({ queryKey: orgsKeys.authStatus(orgId) }),
            )
          }
        />
      </Card>
      {identity.data?.available && (
        <Card className="mcd-profile mcd-spaced">
          <IdentitySettings orgId={orgId} orgName={org?.name ?? orgId} />
        </Card>
      )}
    </div>
  );
}
