// The organisation dialog's credential health: where the sign-in secret and the kubeconfig are
// kept (the keychain item, never the secret), when each was issued and when it ends, with the
// state an on-call engineer acts on (expired, ending within a day, not known).
import type { ReactNode } from 'react';
import { Callout, FormGroup, Spinner } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { useQuery } from '@tanstack/react-query';
import type {
  CredentialDates,
  CredentialHealth,
} from '../../../../../preload/contract/credentials.ts';
import { credentialsQuery } from '../../../api/services/credentials.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { DetailFields } from '../../../components/detail-page/DetailFields.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import {
  EXPIRY_TAGS,
  expiryState,
  tokenExpiryState,
  type ExpiryState,
} from '../credential-health.ts';
import './CredentialHealthSection.css';

const TOKEN_KINDS: Record<CredentialHealth['token']['kind'], string> = {
  'device-token': 'Device token (minted at sign-in)',
  'access-token': 'Access token',
  password: 'Password (Basic)',
  none: 'Not signed in',
};

function StoreLine({
  store,
  kubeconfig,
}: {
  store: CredentialHealth['store'];
  kubeconfig: boolean;
}) {
  if (store.kind === 'memory')
    return <span>In memory only (the Sandbox makes a new token at each start)</span>;
  if (store.kind === 'session-only')
    return <span>In memory for this session only (no keychain); gone when the app quits</span>;
  if (store.kind === 'unavailable')
    return <span className="mcd-text-danger">Nowhere: the keychain cannot be used</span>;
  return (
    <span className="mcd-cred-items">
      OS keychain, service <code>{store.service}</code>
      <span>
        sign-in: account <code data-testid="keychain-account">{store.account}</code>
      </span>
      {kubeconfig && store.kubeconfigAccount && (
        <span>
          kubeconfig: account <code>{store.kubeconfigAccount}</code>
        </span>
      )}
    </span>
  );
}

const when = (value: string | null, otherwise: string) =>
  value ? <time dateTime={value}>{formatTimestamp(value, 'YYYY-MM-DD HH:mm')}</time> : otherwise;

function Dates(props: {
  dates: CredentialDates;
  state: ExpiryState;
  kind?: string;
  testId: string;
}): ReactNode {
  const { dates, state } = props;
  const expires =
    state === 'no-expiry'
      ? 'never'
      : state === 'unknown'
        ? 'not known'
        : when(dates.expiresAt, 'not known');
  return (
    <div data-testid={props.testId}>
      {props.kind && <div>{props.kind}</div>}
      <div>
        Issued {when(dates.issuedAt, 'not recorded')} · Expires {expires}{' '}
        {(state === 'expired' || state === 'expiring') && (
          <Tag intent={EXPIRY_TAGS[state].intent} icon={EXPIRY_TAGS[state].icon}>
            {EXPIRY_TAGS[state].label}
          </Tag>
        )}
      </div>
      {dates.note && <div className="mcd-muted mcd-cred-note">{dates.note}</div>}
    </div>
  );
}

export function CredentialHealthSection({ orgId }: { orgId: string }) {
  const list = useQuery({ ...credentialsQuery(), refetchOnMount: 'always' }, appQueryClient);
  const now = useNow(60_000).getTime();
  const health = list.data?.find((entry) => entry.orgId === orgId);
  let body: ReactNode;
  if (list.isPending) body = <Spinner size={16} aria-label="Loading credential health" />;
  else if (list.isError)
    body = (
      <Callout intent="danger" compact>
        Credential health could not be read: {list.error.message}
      </Callout>
    );
  else if (!health)
    body = <span className="mcd-muted">Nothing is recorded for this organisation.</span>;
  else
    body = (
      <DetailFields
        fields={[
          ['Kept in', <StoreLine store={health.store} kubeconfig={health.kubeconfig !== null} />],
          [
            'Sign-in',
            <Dates
              testId="credential-token"
              kind={TOKEN_KINDS[health.token.kind]}
              dates={health.token}
              state={tokenExpiryState(health, now)}
            />,
          ],
          [
            'Kubeconfig',
            health.kubeconfig ? (
              <Dates
                testId="credential-kubeconfig"
                dates={health.kubeconfig}
                state={expiryState(health.kubeconfig.expiresAt, now)}
              />
            ) : (
              <span className="mcd-muted" data-testid="credential-kubeconfig">
                Not downloaded
              </span>
            ),
          ],
        ]}
      />
    );
  return (
    <section aria-label="Credential health" className="mcd-cred-section">
      <FormGroup label="Credentials">{body}</FormGroup>
    </section>
  );
}
