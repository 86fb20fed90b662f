import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import { REALTIME_CLOSE } from '../../shared/realtime-close.ts';
import type { RealtimeMessage } from '../../shared/realtime.ts';
import type { Db } from '../db/client.ts';
import { isShownTo } from './shown-to.ts';

/** How often the hub pings every socket; a socket that has not answered the previous ping is terminated. */
export const HEARTBEAT_MS = 30_000;
/**
 * A heartbeat is spread over this many ticks, each pinging its slice of the sockets: pinging 5,000 sockets at once
 * held the event loop for about 100 ms (a write per socket), which every message sent meanwhile waited for.
 */
export const HEARTBEAT_SLICES = 30;
/** Open tabs per member: the oldest socket gives way to a new one beyond this, so nobody exhausts memory. */
export const MAX_SOCKETS_PER_MEMBER = 10;

/** The WebSocket close code of a server going down. */
const GOING_AWAY = 1001;

/** Who a socket was opened for: the member, their site, and the session token it was opened with. */
export interface SocketOwner {
  memberId: string;
  siteId: string;
  sessionToken: string;
}

interface Connection extends SocketOwner {
  socket: WebSocket;
  answeredPing: boolean;
  /** The heartbeat tick (of HEARTBEAT_SLICES) that pings this socket. */
  slice: number;
}

/** A member's sockets on this instance, and the tail of their messages: each is sent after the one before it. */
interface MemberSockets {
  siteId: string;
  sockets: Set<Connection>;
  queue: Promise<void>;
}

export interface HubOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** The member of a session token on a site; undefined once the session has ended. */
  sessionMemberOf(token: string, siteId: string): Promise<string | undefined>;
  heartbeatMs?: number;
}

/**
 * The open tabs of this instance's logged-in members: member id -> their sockets. It sends a member what concerns
 * them (only if they may see the member it names), pings every socket and drops the silent ones, and closes the
 * sockets whose session ended. Domain events reach it through hub-events.ts.
 */
export class RealtimeHub {
  private readonly byMember = new Map<string, MemberSockets>();
  private readonly heartbeat: NodeJS.Timeout;
  private tick = 0;
  private added = 0;

  constructor(private readonly options: HubOptions) {
    const every = (options.heartbeatMs ?? HEARTBEAT_MS) / HEARTBEAT_SLICES;
    this.heartbeat = setInterval(() => this.pingSlice(this.tick++ % HEARTBEAT_SLICES), every).unref();
  }

  /** Registers a tab's socket, says hello, and checks its session once more (it may have ended meanwhile). */
  add(socket: WebSocket, owner: SocketOwner): void {
    const connection: Connection = { ...owner, socket, answeredPing: true, slice: this.added++ % HEARTBEAT_SLICES };
    let member = this.byMember.get(owner.memberId);
    if (!member) {
      member = { siteId: owner.siteId, sockets: new Set(), queue: Promise.resolve() };
      this.byMember.set(owner.memberId, member);
    }
    const { sockets } = member;
    sockets.add(connection);
    socket.on('pong', () => (connection.answeredPing = true));
    socket.on('close', () => this.remove(connection));
    // Sets keep insertion order: the first is the oldest.
    for (const oldest of sockets) {
      if (sockets.size <= MAX_SOCKETS_PER_MEMBER) break;
      this.remove(oldest);
      oldest.socket.close(REALTIME_CLOSE.replaced);
    }
    this.write(connection, { type: 'hello' });
    void this.closeEnded([connection]);
  }

  /**
   * Sends a message to every socket of `recipientId` on this instance, after the messages sent to them before it. A
   * message that names another member (`about`) is sent only if the recipient may see them: one query, made only when
   * the recipient has a socket here.
   */
  send(recipientId: string, message: RealtimeMessage, about?: string): Promise<void> {
    const member = this.byMember.get(recipientId);
    if (!member) return Promise.resolve();
    const { db } = this.options;
    const sent = member.queue.then(async () => {
      if (about !== undefined && !(await isShownTo(db, member.siteId, recipientId, about))) return;
      const frame = JSON.stringify(message);
      for (const connection of member.sockets) this.write(connection, frame);
    });
    member.queue = sent.catch(() => undefined);
    return sent;
  }

  /** Closes the sockets of `memberId` (of every member when undefined) whose session has ended. */
  async closeEndedSessions(memberId?: string): Promise<void> {
    const members = memberId === undefined ? [...this.byMember.values()] : [this.byMember.get(memberId)];
    await this.closeEnded(members.flatMap((member) => [...(member?.sockets ?? [])]));
  }

  /** Stops the heartbeat and closes every socket: the app is going away (clients reconnect, to another instance). */
  close(): void {
    clearInterval(this.heartbeat);
    for (const { sockets } of this.byMember.values()) for (const { socket } of sockets) socket.close(GOING_AWAY);
    this.byMember.clear();
  }

  private async closeEnded(connections: Connection[]): Promise<void> {
    const tokens = new Map<string, Promise<string | undefined>>();
    await Promise.all(
      connections.map(async (connection) => {
        const { sessionToken, siteId, memberId } = connection;
        if (!tokens.has(sessionToken)) tokens.set(sessionToken, this.options.sessionMemberOf(sessionToken, siteId));
        if ((await tokens.get(sessionToken)) === memberId) return;
        this.remove(connection);
        connection.socket.close(REALTIME_CLOSE.sessionEnded);
      }),
    ).catch((error: unknown) => this.options.log.error({ err: error }, 'realtime session check failed'));
  }

  /** Pings the sockets of one slice; terminates those that did not answer their previous ping. */
  private pingSlice(slice: number): void {
    for (const { sockets } of this.byMember.values()) {
      for (const connection of sockets) {
        if (connection.slice !== slice) continue;
        if (!connection.answeredPing) {
          connection.socket.terminate();
          continue;
        }
        connection.answeredPing = false;
        connection.socket.ping();
      }
    }
  }

  private write(connection: Connection, message: RealtimeMessage | string): void {
    if (connection.socket.readyState !== WebSocket.OPEN) return;
    connection.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  private remove(connection: Connection): void {
    const member = this.byMember.get(connection.memberId);
    member?.sockets.delete(connection);
    if (member?.sockets.size === 0) this.byMember.delete(connection.memberId);
  }
}
