import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A request under way and when it came in. */
interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
  since: number;
}

/**
 * The server's open connections, the WebSockets among them and the requests under way: what a stop drains, and what
 * it cuts and names when the deadline comes.
 */
export class ConnectionTracker {
  private readonly sockets = new Set<Socket>();
  private readonly webSockets = new Set<Socket>();
  private readonly exchanges = new Set<Exchange>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => {
        this.sockets.delete(socket);
        this.webSockets.delete(socket);
      });
    });
    server.on('upgrade', (_request: IncomingMessage, socket: Socket) => this.webSockets.add(socket));
    // Before the server's own handler (the fast lane writes its head at once): a request that comes in while draining
    // is answered with `Connection: close`.
    server.prependListener('request', (request, response) => this.track(request, response));
  }

  /** Open HTTP connections (busy or idle), WebSockets not counted. */
  get httpCount(): number {
    return this.sockets.size - this.webSockets.size;
  }

  get webSocketCount(): number {
    return this.webSockets.size;
  }

  /**
   * From now on no connection is kept alive: idle ones close at once, busy ones as soon as their answer is out (a
   * keep-alive client would otherwise hold the server open until its keep-alive timeout).
   */
  drain(): void {
    this.draining = true;
    for (const { response } of this.exchanges) this.closeAfter(response);
    this.server.closeIdleConnections();
  }

  /** Destroys every connection still open; returns what was cut, e.g. `POST /api/photo.php (running 2.1 s)`. */
  cut(): string[] {
    const now = performance.now();
    const requests = [...this.exchanges].map(({ request, since }) => {
      // The path only: a query may carry a token.
      const path = (request.url ?? '').split('?')[0];
      return `${request.method} ${path} (running ${((now - since) / 1000).toFixed(1)} s)`;
    });
    const idle = this.httpCount - requests.length;
    const webSockets = this.webSocketCount;
    for (const socket of this.sockets) socket.destroy();
    return [
      ...requests,
      ...(idle > 0 ? [`${idle} idle connection(s)`] : []),
      ...(webSockets > 0 ? [`${webSockets} WebSocket(s) that did not close`] : []),
    ];
  }

  private track(request: IncomingMessage, response: ServerResponse): void {
    const exchange = { request, response, since: performance.now() };
    this.exchanges.add(exchange);
    response.once('close', () => this.exchanges.delete(exchange));
    if (this.draining) this.closeAfter(response);
  }

  private closeAfter(response: ServerResponse): void {
    if (!response.headersSent) {
      response.shouldKeepAlive = false;
      return;
    }
    // Its head already said keep-alive: the connection is closed once it is idle.
    response.once('finish', () => setImmediate(() => this.server.closeIdleConnections()));
  }
}
