import { type Server, type Socket, createServer, connect } from 'node:net';

/**
 * A TCP proxy on loopback in front of a server (PostgreSQL) that a test can cut, as if that server had stopped: its
 * connections are broken and new ones refused, while the real server goes on serving the other tests. `restore`
 * listens again on the same port.
 */
export class TcpProxy {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private listenPort = 0;

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
  ) {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  get port(): number {
    return this.listenPort;
  }

  /** `url` (a database address) pointed at this proxy instead. */
  readonly reach = (url: string): string => {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  };

  /** Starts listening, on a free port the first time and on the same port after a cut. */
  async start(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.listenPort, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.listenPort = (this.server.address() as { port: number }).port;
    return this;
  }

  /** Breaks every connection and refuses new ones (connect: ECONNREFUSED). */
  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** Accepts connections again. */
  restore(): Promise<this> {
    return this.start();
  }

  async close(): Promise<void> {
    if (this.server.listening) await this.cut();
  }
}
