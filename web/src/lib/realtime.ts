import { REALTIME_CLOSE } from '../../../shared/realtime-close.ts';
import { REALTIME_PATH, type RealtimeMessage, VISIBILITY_FRAMES } from '../../../shared/realtime.ts';

/** The first reconnect waits about this long; each failed attempt doubles it, up to RECONNECT_MAX_MS. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** A connection that stayed up this long after its hello was healthy: the next loss starts the back-off again. */
export const HEALTHY_CONNECTION_MS = 10_000;

/** The live socket's address on this page's own origin: wss: on an https: page, ws: otherwise. */
export function liveSocketUrl({ protocol, host }: Pick<Location, 'protocol' | 'host'>): string {
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${REALTIME_PATH}`;
}

/**
 * The wait before reconnect attempt `attempt` (0 for the first): RECONNECT_BASE_MS doubling up to RECONNECT_MAX_MS,
 * of which a random half is taken off, so that the tabs a server restart dropped do not all return at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return ceiling / 2 + (ceiling / 2) * random();
}

export interface LiveConnectionEvents {
  /** Each message of the server, the hellos included. */
  onMessage(message: RealtimeMessage): void;
  /** A hello after the first one: events may have been missed meanwhile. */
  onReconnected(): void;
}

/** The page whose visibility a live socket reports. */
export type VisiblePage = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/** The tab's live connection while one runs: what features say over it goes through `sendLiveFrame`. */
const running: { connection?: LiveConnection } = {};

/** Says `frame` to the server over this tab's live socket when it is open; otherwise the frame is let go. */
export const sendLiveFrame = (frame: string): void => running.connection?.send(frame);

/**
 * One tab's live socket while the member is logged in: it reconnects with back-off and jitter after every loss, until
 * `stop`, except after a newer tab replaced it. A socket whose session ended is a loss too: the cookie may hold a
 * new session (a password reset), and if it holds none the app logs out on its next request and stops the socket;
 * logging out from here would cut short the pages that end a session themselves (account deletion). It tells the
 * server when the page goes out of view and comes back, so that pushes and mails wait while the member is here.
 */
export class LiveConnection {
  private socket: WebSocket | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private hellos = 0;
  private helloAt = 0;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly events: LiveConnectionEvents,
    private readonly page: VisiblePage = document,
  ) {}

  start(): void {
    running.connection = this;
    this.page.addEventListener('visibilitychange', this.tellVisibility);
    this.open();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (running.connection === this) delete running.connection;
    this.page.removeEventListener('visibilitychange', this.tellVisibility);
    clearTimeout(this.retry);
    this.socket?.close();
  }

  send(frame: string): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(frame);
  }

  private open(): void {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onmessage = (event: MessageEvent<string>) => this.receive(JSON.parse(event.data) as RealtimeMessage);
    socket.onclose = (event) => this.closed(event.code);
  }

  /** A socket starts in view on the server: a hidden page says otherwise as soon as it is connected. */
  private readonly tellVisibility = () =>
    this.send(this.page.visibilityState === 'hidden' ? VISIBILITY_FRAMES.hidden : VISIBILITY_FRAMES.visible);

  private receive(message: RealtimeMessage): void {
    if (message.type === 'hello') {
      this.helloAt = Date.now();
      if (this.hellos++ > 0) this.events.onReconnected();
      if (this.page.visibilityState === 'hidden') this.tellVisibility();
    }
    this.events.onMessage(message);
  }

  private closed(code: number): void {
    this.socket = undefined;
    if (this.stopped || code === REALTIME_CLOSE.replaced) return;
    if (this.helloAt && Date.now() - this.helloAt >= HEALTHY_CONNECTION_MS) this.attempt = 0;
    this.helloAt = 0;
    this.retry = setTimeout(() => this.open(), reconnectDelay(this.attempt++));
  }
}

type Handler<T extends RealtimeMessage['type']> = (message: Extract<RealtimeMessage, { type: T }>) => void;
const subscribers = new Map<RealtimeMessage['type'], Set<(message: RealtimeMessage) => void>>();

/** Hands a server message to the subscribers of its type. */
export function dispatchRealtimeMessage(message: RealtimeMessage): void {
  for (const handler of subscribers.get(message.type) ?? []) handler(message);
}

/** Calls `handler` with every message of `type` until the returned function is called. */
export function subscribeRealtime<T extends RealtimeMessage['type']>(type: T, handler: Handler<T>): () => void {
  const run = handler as (message: RealtimeMessage) => void;
  let handlers = subscribers.get(type);
  if (!handlers) subscribers.set(type, (handlers = new Set()));
  handlers.add(run);
  return () => void handlers.delete(run);
}
