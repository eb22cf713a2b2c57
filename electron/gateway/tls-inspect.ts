// After a TLS failure, looks at the server's certificate once more, without trusting it and
// without sending anything, so the user sees who issued it and its SHA-256 fingerprint (what they
// need to decide whether to add a private CA). Never used to accept a connection.
import { connect, type PeerCertificate } from 'node:tls';
import { isIP } from 'node:net';
import type { TlsDetails } from '../../preload/contract/orgs.ts';

function describeName(name: PeerCertificate['issuer'] | undefined): string | null {
  if (!name) return null;
  const parts = (['CN', 'O', 'OU'] as const)
    .map((key) => {
      const value = (name as unknown as Record<string, string | string[] | undefined>)[key];
      return value ? `${key}=${Array.isArray(value) ? value.join('+') : value}` : null;
    })
    .filter((part): part is string => part !== null);
  return parts.length ? parts.join(', ') : null;
}

export async function inspectCertificate(
  url: URL,
  code: string,
  timeoutMs = 5000,
): Promise<TlsDetails> {
  const fallback: TlsDetails = {
    code,
    issuer: null,
    subject: null,
    fingerprint256: null,
    validTo: null,
  };
  if (url.protocol !== 'https:') return fallback;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || 443);
  return new Promise((resolve) => {
    const socket = connect({
      host,
      port,
      servername: isIP(host) ? undefined : host,
      rejectUnauthorized: false, // inspection only: we read the certificate and hang up
      timeout: timeoutMs,
    });
    const done = (details: TlsDetails) => {
      socket.destroy();
      resolve(details);
    };
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      if (!cert || Object.keys(cert).length === 0) return done(fallback);
      done({
        code,
        issuer: describeName(cert.issuer),
        subject: describeName(cert.subject),
        fingerprint256: cert.fingerprint256 ?? null,
        validTo: cert.valid_to ?? null,
      });
    });
    socket.once('timeout', () => done(fallback));
    socket.once('error', () => done(fallback));
  });
}

export function describeTlsFailure(host: string, details: TlsDetails): string {
  const who = details.issuer ? ` It was issued by ${details.issuer}` : '';
  const fp = details.fingerprint256 ? ` (SHA-256 fingerprint ${details.fingerprint256})` : '';
  const hard = [
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID',
    'ERR_TLS_CERT_ALTNAME_INVALID',
    'ERR_CERT_DATE_INVALID',
    'ERR_CERT_COMMON_NAME_INVALID',
  ];
  if (hard.includes(details.code)) {
    const why =
      details.code === 'ERR_TLS_CERT_ALTNAME_INVALID' ||
      details.code === 'ERR_CERT_COMMON_NAME_INVALID'
        ? 'is not valid for this host name'
        : `is outside its validity period${details.validTo ? ` (valid to ${details.validTo})` : ''}; check this computer's clock`;
    return `The certificate of ${host} ${why}.${who}${fp}. The connection was refused.`;
  }
  return `The certificate of ${host} is not trusted (${details.code}).${who}${fp}. If your organisation uses a private certificate authority, add its CA bundle to this organisation.`;
}
