// A TCP socket read as a stream of protocol messages: the connection tests speak just enough of
// each protocol to know whether the server answers and accepts the credentials, and every wait
// is bounded by the test's deadline so a silent server fails with a timeout, never a hang.
import { connect, type Socket } from 'node:net';

export class ProbeSocket {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  private failure: Error | null = null;
  private ended = false;

  private readonly socket: Socket;
  private readonly deadline: number;

  private constructor(socket: Socket, deadline: number) {
    this.socket = socket;
    this.deadline = deadline;
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on('error', (error) => {
      this.failure = error;
      this.wake();
    });
    socket.on('close', () => {
      this.ended = true;
      this.wake();
    });
  }

  /** Connects to host:port, failing with the socket's own error (ECONNREFUSED, ENOTFOUND…). */
  static open(host: string, port: number, deadline: number): Promise<ProbeSocket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host, port });
      const timer = setTimeout(
        () => {
          socket.destroy();
          reject(new Error(`dial tcp ${host}:${port}: i/o timeout`));
        },
        Math.max(0, deadline - Date.now()),
      );
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.removeAllListeners('error');
        resolve(new ProbeSocket(socket, deadline));
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  write(data: Buffer | string): void {
    this.socket.write(data);
  }

  close(): void {
    this.socket.destroy();
  }

  /** Exactly `n` bytes, once they have arrived. */
  async read(n: number): Promise<Buffer> {
    await this.until(() => this.buffer.length >= n);
    const out = this.buffer.subarray(0, n);
    this.buffer = this.buffer.subarray(n);
    return out;
  }

  /** The bytes up to and including the next CRLF (RESP's line). */
  async readLine(): Promise<string> {
    await this.until(() => this.buffer.includes('\r\n'));
    const end = this.buffer.indexOf('\r\n');
    const line = this.buffer.subarray(0, end).toString('utf8');
    this.buffer = this.buffer.subarray(end + 2);
    return line;
  }

  private async until(ready: () => boolean): Promise<void> {
    while (!ready()) {
      if (this.failure) throw this.failure;
      if (this.ended) throw new Error('the server closed the connection');
      const left = this.deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for the server to answer');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = null;
    }
  }

  private wake(): void {
    this.waiting?.();
  }
}
