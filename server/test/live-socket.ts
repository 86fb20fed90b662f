import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { DEMO_BASE_URL } from '../db/seed/demo-site.ts';
import { REALTIME_PATH, type RealtimeMessage } from '../../shared/realtime.ts';

/** A tab's live socket as a test holds it: its messages in order, and how it ended. */
export interface LiveSocket {
  socket: WebSocket;
  /** The next message not taken yet, waiting for it if it has not arrived. */
  next(): Promise<RealtimeMessage>;
  /** The close code, once the socket has closed. */
  closed: Promise<number>;
}

interface LiveOptions {
  cookie?: string;
  /** The page's origin; the demo site's own by default. */
  origin?: string | null;
  /** Whether the client answers pings (a silent client does not). */
  autoPong?: boolean;
  /** The socket's path: the members' (REALTIME_PATH) by default. */
  path?: string;
}

/** Where a test's server listens: an app in this process, or the port of a server process. */
type Listening = FastifyInstance | number;

/** The address a listening app serves the demo site on (its base URL's host, on the app's own port). */
function liveUrl(app: Listening, path = REALTIME_PATH): string {
  if (typeof app === 'number') return `ws://127.0.0.1:${app}${path}`;
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}${path}`;
}

function connect(app: Listening, { cookie, origin = DEMO_BASE_URL, autoPong = true, path }: LiveOptions) {
  return new WebSocket(liveUrl(app, path), {
    headers: { host: new URL(DEMO_BASE_URL).host, ...(cookie ? { cookie } : {}) },
    ...(origin === null ? {} : { origin }),
    autoPong,
  });
}

/** Opens a live socket on a listening app; resolves once it is open. */
export function openLiveSocket(app: Listening, options: LiveOptions): Promise<LiveSocket> {
  const socket = connect(app, options);
  const arrived: RealtimeMessage[] = [];
  const waiting: ((message: RealtimeMessage) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as RealtimeMessage;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else arrived.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  const next = () => {
    const message = arrived.shift();
    return message ? Promise.resolve(message) : new Promise<RealtimeMessage>((resolve) => waiting.push(resolve));
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next, closed }));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

/** The HTTP status an upgrade is refused with (rejects if it is accepted). */
export function refusedStatus(app: FastifyInstance, options: LiveOptions): Promise<number> {
  const socket = connect(app, options);
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    // Destroying the refused request ends the socket with an error, which is the point.
    socket.on('error', () => undefined);
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
  });
}
