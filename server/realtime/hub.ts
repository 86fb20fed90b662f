import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { REALTIME_CLOSE } from '../../shared/realtime-close.ts';
import {
  type RealtimeMessage,
  TYPING_FRAME_PREFIX,
  TYPING_RELAY_MIN_MS,
  VISIBILITY_FRAMES,
} from '../../shared/realtime.ts';
import type { Db } from '../db/client.ts';
import type { PresenceBoard } from './presence.ts';
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
/** Conversations a member may be typing in at once (within TYPING_RELAY_MIN_MS): more frames are dropped. */
export const MAX_TYPING_CONVERSATIONS = 3;

const conversationId = z.uuid();

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
  /** The tab's page is in view (until it says otherwise): its member is present. */
  visible: boolean;
  /** The heartbeat tick (of HEARTBEAT_SLICES) that pings this socket. */
  slice: number;
}

/**
 * A member's sockets on this instance, and the tail of their messages: each is sent after the one before it; when
 * their typing in each conversation was last relayed.
 */
interface MemberSockets {
  siteId: string;
  sockets: Set<Connection>;
  queue: Promise<void>;
  typedAt: Map<string, number>;
}

export interface HubOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** The member of a session token on a site; undefined once the session has ended. */
  sessionMemberOf(token: string, siteId: string): Promise<string | undefined>;
  /** Where the hub tells the other instances (and the notification jobs) who has a tab in view here. */
  presence: PresenceBoard;
  /** Passes on that the socket's member is typing in a conversation, if they may be heard there (the chats module). */
  relayTyping(owner: SocketOwner, conversationId: string): Promise<void>;
  heartbeatMs?: number;
  /** The app's clock (the typing frames' rate). */
  clock?: () => Date;
}

/**
 * The open tabs of this instance's logged-in members: member id -> their sockets. It sends a member what concerns
 * them (only if they may see the member it names), pings every socket and drops the silent ones, and closes the
 * sockets whose session ended. It keeps the presence board of the members with a tab in view here. Domain events
 * reach it through hub-events.ts.
 */
export class RealtimeHub {
  private readonly byMember = new Map<string, MemberSockets>();
  private readonly heartbeat: NodeJS.Timeout;
  private tick = 0;
  private added = 0;
  /** Members with a tab in view here; those whose presence changed and is not yet on the board; the renewal's turn. */
  private readonly presentHere = new Set<string>();
  private readonly presenceChanges = new Map<string, boolean>();
  private renewDue = false;
  private presenceWrites: Promise<void> | undefined;

  constructor(private readonly options: HubOptions) {
    const every = (options.heartbeatMs ?? HEARTBEAT_MS) / HEARTBEAT_SLICES;
    this.heartbeat = setInterval(() => this.pingSlice(this.tick++ % HEARTBEAT_SLICES), every).unref();
  }

  /** Registers a tab's socket, says hello, and checks its session once more (it may have ended meanwhile). */
  add(socket: WebSocket, owner: SocketOwner): void {
    const connection: Connection = {
      ...owner,
      socket,
      answeredPing: true,
      visible: true,
      slice: this.added++ % HEARTBEAT_SLICES,
    };
    let member = this.byMember.get(owner.memberId);
    if (!member) {
      member = { siteId: owner.siteId, sockets: new Set(), queue: Promise.resolve(), typedAt: new Map() };
      this.byMember.set(owner.memberId, member);
    }
    const { sockets } = member;
    sockets.add(connection);
    this.presenceMayHaveChanged(owner.memberId);
    socket.on('pong', () => (connection.answeredPing = true));
    socket.on('message', (data, isBinary) => this.receive(connection, isBinary ? '' : String(data)));
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

  /** The open sockets on this instance (the metrics' gauge). */
  get socketCount(): number {
    let count = 0;
    for (const { sockets } of this.byMember.values()) count += sockets.size;
    return count;
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

  /**
   * Stops the heartbeat, closes every socket and takes this instance's members off the presence board: the app is
   * going away (clients reconnect, to another instance).
   */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const { sockets } of this.byMember.values()) for (const { socket } of sockets) socket.close(GOING_AWAY);
    this.byMember.clear();
    this.presentHere.clear();
    this.presenceChanges.clear();
    this.renewDue = false;
    await this.presenceWrites;
    await this.options.presence.clear().catch((error: unknown) => this.logPresenceFailure(error));
  }

  /** Resolves once the presence board holds what this hub knows now (tests wait for it). */
  async presenceSettled(): Promise<void> {
    while (this.presenceWrites) await this.presenceWrites;
  }

  /** A tab says its page went out of view or back, or that its member types; anything else from a client is ignored. */
  private receive(connection: Connection, frame: string): void {
    if (frame.startsWith(TYPING_FRAME_PREFIX)) return this.typing(connection, frame.slice(TYPING_FRAME_PREFIX.length));
    if (frame !== VISIBILITY_FRAMES.hidden && frame !== VISIBILITY_FRAMES.visible) return;
    connection.visible = frame === VISIBILITY_FRAMES.visible;
    this.presenceMayHaveChanged(connection.memberId);
  }

  /**
   * Relays that the member types in a conversation: at most once per TYPING_RELAY_MIN_MS and conversation, in at most
   * MAX_TYPING_CONVERSATIONS at once, whichever of their tabs says it; frames beyond that are dropped unanswered.
   */
  private typing(connection: Connection, frameConversationId: string): void {
    const member = this.byMember.get(connection.memberId);
    if (!member || !conversationId.safeParse(frameConversationId).success) return;
    const now = (this.options.clock?.() ?? new Date()).getTime();
    for (const [id, at] of member.typedAt) if (now - at >= TYPING_RELAY_MIN_MS) member.typedAt.delete(id);
    if (member.typedAt.has(frameConversationId) || member.typedAt.size >= MAX_TYPING_CONVERSATIONS) return;
    member.typedAt.set(frameConversationId, now);
    this.options
      .relayTyping(connection, frameConversationId)
      .catch((error: unknown) => this.options.log.error({ err: error }, 'typing not relayed'));
  }

  private presenceMayHaveChanged(memberId: string): void {
    const sockets = this.byMember.get(memberId)?.sockets ?? [];
    const present = [...sockets].some((connection) => connection.visible);
    if (present === this.presentHere.has(memberId)) return;
    if (present) this.presentHere.add(memberId);
    else this.presentHere.delete(memberId);
    this.presenceChanges.set(memberId, present);
    this.writePresence();
  }

  /**
   * Writes the board's changes one batch after another, in the order they happened: a tab hidden right after it
   * opened must not be undone by its own earlier write. The heartbeat's renewal takes its turn in the same line.
   */
  private writePresence(): void {
    this.presenceWrites ??= (async () => {
      const { presence } = this.options;
      try {
        while (this.presenceChanges.size > 0 || this.renewDue) {
          const changes = [...this.presenceChanges];
          this.presenceChanges.clear();
          await presence.present(changes.filter(([, present]) => present).map(([memberId]) => memberId));
          await presence.absent(changes.filter(([, present]) => !present).map(([memberId]) => memberId));
          if (this.renewDue) {
            this.renewDue = false;
            await presence.renew([...this.presentHere]);
          }
        }
      } catch (error) {
        this.logPresenceFailure(error);
      } finally {
        this.presenceWrites = undefined;
      }
    })();
  }

  private logPresenceFailure(error: unknown): void {
    this.options.log.error({ err: error }, 'presence board write failed');
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

  /**
   * Pings the sockets of one slice; terminates those that did not answer their previous ping. Once per heartbeat
   * it renews this instance's members on the presence board.
   */
  private pingSlice(slice: number): void {
    if (slice === 0) {
      this.renewDue = true;
      this.writePresence();
    }
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
    if (!member?.sockets.delete(connection)) return;
    if (member.sockets.size === 0) this.byMember.delete(connection.memberId);
    this.presenceMayHaveChanged(connection.memberId);
  }
}
