// Tests a Postgres connection for real: the startup message, then whichever password exchange
// the server asks for (trust, cleartext, MD5 or SCRAM-SHA-256), and the server's own error text
// when it refuses (unknown role, wrong password, missing database).
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { ProbeSocket } from './wire.ts';

export interface PostgresTarget {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

/** postgres://user:pass@host:5432/db; the username and password columns win over the URL's. */
export function postgresTarget(
  url: string,
  username: string | null,
  password: string | null,
): PostgresTarget {
  const parsed = new URL(url);
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    throw new Error(`expected a postgres:// url, got ${parsed.protocol}//`);
  const user = username || decodeURIComponent(parsed.username);
  if (!user) throw new Error('no username: set it on the connection or in the url');
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 5432,
    user,
    password: password ?? decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || user,
  };
}

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const cstring = (text: string) => Buffer.from(`${text}\0`, 'utf8');

function startup(target: PostgresTarget): Buffer {
  const body = Buffer.concat([
    Buffer.from([0, 3, 0, 0]), // protocol 3.0
    cstring('user'),
    cstring(target.user),
    cstring('database'),
    cstring(target.database),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([length, body]);
}

/** An ErrorResponse's fields: 'M' the message, 'C' the SQLSTATE. */
function errorText(body: Buffer): string {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < body.length && body[at] !== 0) {
    const code = String.fromCharCode(body[at] as number);
    const end = body.indexOf(0, at + 1);
    fields.set(code, body.subarray(at + 1, end).toString('utf8'));
    at = end + 1;
  }
  const sqlstate = fields.get('C');
  return `${fields.get('M') ?? 'the server refused the connection'}${sqlstate ? ` (SQLSTATE ${sqlstate})` : ''}`;
}

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

class Scram {
  private readonly nonce = randomBytes(18).toString('base64');
  private readonly clientFirstBare = `n=,r=${this.nonce}`;
  private serverSignature: Buffer | null = null;

  initial(): Buffer {
    const first = Buffer.from(`n,,${this.clientFirstBare}`, 'utf8');
    const length = Buffer.alloc(4);
    length.writeInt32BE(first.length);
    return message('p', Buffer.concat([cstring('SCRAM-SHA-256'), length, first]));
  }

  final(serverFirst: string, password: string): Buffer {
    const attrs = new Map(serverFirst.split(',').map((p) => [p[0], p.slice(2)] as const));
    const nonce = attrs.get('r') ?? '';
    if (!nonce.startsWith(this.nonce))
      throw new Error('the server answered a different SCRAM nonce');
    const salted = pbkdf2Sync(
      password.normalize('NFKC'),
      Buffer.from(attrs.get('s') ?? '', 'base64'),
      Number(attrs.get('i')),
      32,
      'sha256',
    );
    const clientKey = hmac(salted, 'Client Key');
    const storedKey = createHash('sha256').update(clientKey).digest();
    const withoutProof = `c=biws,r=${nonce}`;
    const authMessage = `${this.clientFirstBare},${serverFirst},${withoutProof}`;
    const signature = hmac(storedKey, authMessage);
    const proof = clientKey.map((byte, i) => byte ^ (signature[i] as number));
    this.serverSignature = hmac(hmac(salted, 'Server Key'), authMessage);
    return message('p', Buffer.from(`${withoutProof},p=${Buffer.from(proof).toString('base64')}`));
  }

  verify(serverFinal: string): void {
    const expected = this.serverSignature?.toString('base64');
    if (serverFinal !== `v=${expected}`)
      throw new Error('the server could not prove it knows the password (SCRAM signature)');
  }
}

/** Resolves with the server's greeting once the credentials are accepted; throws its error. */
export async function probePostgres(target: PostgresTarget, deadline: number): Promise<string> {
  const socket = await ProbeSocket.open(target.host, target.port, deadline);
  try {
    socket.write(startup(target));
    let scram: Scram | null = null;
    let version = '';
    for (;;) {
      const type = (await socket.read(1)).toString('latin1');
      const body = await socket.read((await socket.read(4)).readInt32BE(0) - 4);
      if (type === 'E') throw new Error(errorText(body));
      if (type === 'S') {
        const [name, value] = body.toString('utf8').split('\0');
        if (name === 'server_version') version = value ?? '';
      }
      if (type === 'Z') {
        socket.write(message('X', Buffer.alloc(0)));
        return `connected to PostgreSQL ${version} as ${target.user}`.replace('  ', ' ');
      }
      if (type !== 'R') continue;
      const code = body.readInt32BE(0);
      if (code === 3) socket.write(message('p', cstring(target.password)));
      else if (code === 5) {
        const inner = createHash('md5')
          .update(target.password + target.user)
          .digest('hex');
        const outer = createHash('md5')
          .update(Buffer.concat([Buffer.from(inner), body.subarray(4, 8)]))
          .digest('hex');
        socket.write(message('p', cstring(`md5${outer}`)));
      } else if (code === 10) {
        if (!body.subarray(4).toString('utf8').split('\0').includes('SCRAM-SHA-256'))
          throw new Error('the server offers no SASL mechanism this test speaks');
        scram = new Scram();
        socket.write(scram.initial());
      } else if (code === 11 && scram) {
        socket.write(scram.final(body.subarray(4).toString('utf8'), target.password));
      } else if (code === 12 && scram) scram.verify(body.subarray(4).toString('utf8'));
      else if (code !== 0) throw new Error(`unsupported authentication method ${code}`);
    }
  } finally {
    socket.close();
  }
}
