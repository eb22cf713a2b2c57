// Tests a Redis connection for real in RESP: AUTH when a password is set, SELECT the database,
// then PING; the server's own error line (WRONGPASS, NOAUTH, ERR DB index…) is the failure.
import { ProbeSocket } from './wire.ts';

export interface RedisTarget {
  host: string;
  port: number;
  username: string | null;
  password: string | null;
  db: number;
}

/** redis://[user:pass@]host[:6379][/db] or plain host:port; the columns win over the URL's. */
export function redisTarget(
  url: string,
  username: string | null,
  password: string | null,
  db: unknown,
): RedisTarget {
  const parsed = new URL(/^[a-z]+:\/\//i.test(url) ? url : `redis://${url}`);
  if (parsed.protocol !== 'redis:')
    throw new Error(`expected a redis:// url, got ${parsed.protocol}//`);
  const index = Number(db ?? (parsed.pathname.replace(/^\//, '') || 0));
  if (!Number.isInteger(index) || index < 0)
    throw new Error(`invalid database index ${String(db)}`);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    username: username || decodeURIComponent(parsed.username) || null,
    password: password || decodeURIComponent(parsed.password) || null,
    db: index,
  };
}

const command = (...args: string[]) =>
  `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;

async function reply(socket: ProbeSocket): Promise<string> {
  const line = await socket.readLine();
  if (line.startsWith('-')) throw new Error(line.slice(1));
  return line.slice(1);
}

export async function probeRedis(target: RedisTarget, deadline: number): Promise<string> {
  const socket = await ProbeSocket.open(target.host, target.port, deadline);
  try {
    if (target.password) {
      socket.write(
        target.username
          ? command('AUTH', target.username, target.password)
          : command('AUTH', target.password),
      );
      await reply(socket);
    }
    if (target.db !== 0) {
      socket.write(command('SELECT', String(target.db)));
      await reply(socket);
    }
    socket.write(command('PING'));
    const pong = await reply(socket);
    if (pong !== 'PONG') throw new Error(`unexpected answer to PING: ${pong}`);
    return `PING answered PONG (db ${target.db})`;
  } finally {
    socket.close();
  }
}
