// Generates a throwaway self-signed certificate (EC P-256, SAN localhost + 127.0.0.1) for the
// sandbox's `--tls` mode with node:crypto and a tiny DER encoder — no OpenSSL binary or network.
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v >>= 8) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
}

const seq = (...c: Buffer[]) => tlv(0x30, ...c);

function oid(dotted: string): Buffer {
  const parts = dotted.split('.').map(Number);
  const bytes: number[] = [40 * parts[0]! + parts[1]!];
  for (const p of parts.slice(2)) {
    const chunk: number[] = [p & 0x7f];
    for (let v = p >> 7; v > 0; v >>= 7) chunk.unshift(0x80 | (v & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const iso = date.toISOString(); // YYYY-MM-DDTHH:MM:SS.sssZ
  const text = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return tlv(0x17, Buffer.from(text, 'ascii'));
}

function name(commonName: string): Buffer {
  return seq(tlv(0x31, seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from(commonName, 'utf8')))));
}

function pem(label: string, der: Buffer): string {
  const b64 = der
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '');
  return `-----BEGIN ${label}-----\n${b64}\n-----END ${label}-----\n`;
}

export interface SelfSignedCertificate {
  cert: string;
  key: string;
}

export function generateSelfSignedCertificate(
  commonName = 'Mission Control Sandbox',
  days = 30,
  /** When it starts being valid (tests make expired certificates with a past one). */
  issuedAt = Date.now(),
): SelfSignedCertificate {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const serial = randomBytes(16);
  // DER integers are minimal and signed: a first byte of 0x40–0x7f is neither negative nor a
  // redundant leading zero (0x00 followed by < 0x80 is refused as illegal padding, ~1 in 512).
  serial[0] = (serial[0]! & 0x3f) | 0x40;
  const signatureAlgorithm = seq(oid('1.2.840.10045.4.3.2')); // ecdsa-with-SHA256
  const now = issuedAt;
  const san = seq(
    tlv(0x82, Buffer.from('localhost', 'ascii')),
    tlv(0x87, Buffer.from([127, 0, 0, 1])),
  );
  const extensions = tlv(
    0xa3,
    seq(
      seq(oid('2.5.29.17'), tlv(0x04, san)),
      seq(oid('2.5.29.19'), tlv(0x04, seq())), // basicConstraints: not a CA
    ),
  );
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, serial),
    signatureAlgorithm,
    name(commonName),
    seq(utcTime(new Date(now - 60_000)), utcTime(new Date(now + days * 86_400_000))),
    name(commonName),
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = seq(tbs, signatureAlgorithm, tlv(0x03, Buffer.from([0]), signature));
  return {
    cert: pem('CERTIFICATE', certificate),
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
