// A TCP proxy in front of the machine's Redis, so a test can take "Redis" away and bring it back
// without touching the real server (other tests and other people use it): cut() closes every
// connection and refuses new ones, as a Redis that went down; pause() stops the bytes while the
// connections stay open, as a Redis that hangs; restore() and resume() undo them.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** redis://127.0.0.1:<port> of the proxy. */
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let paused = false;
  /** Bytes that arrived while paused, in order, with where they go. */
  let held: Array<[Socket, Buffer]> = [];

  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    const forward = (from: Socket, to: Socket) => {
      from.on('data', (chunk: Buffer) => {
        if (paused) held.push([to, chunk]);
        else to.write(chunk);
      });
      from.on('end', () => to.end());
    };
    forward(client, upstream);
    forward(upstream, client);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as { port: number }).port;
  const dropAll = () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
    held = [];
  };

  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      dropAll();
      await closed;
    },
    restore: () => listen(port),
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const [to, chunk] of held) if (!to.destroyed) to.write(chunk);
      held = [];
    },
    async close() {
      dropAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
