import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { OperatorLiveMessage } from '../../../shared/contracts/fictional.ts';
import { REALTIME_CLOSE } from '../../../shared/realtime-close.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEventBus } from '../../events/event-bus.ts';
import * as repo from './inbox.repo.ts';

/**
 * The operators' open consoles on this instance (GET /api/admin/live): each hears of a new message in a conversation
 * with a fictional profile and of claims taken or released, so that the inbox updates without a reload. Fed from the
 * domain-event bus (every instance hears every event), never called by a service.
 */
/** How often the open consoles' sessions are checked again (an ended session or a disabled account closes them). */
export const OPERATOR_SESSION_CHECK_MS = 30_000;

export class OperatorLive {
  /** Each open console with the check of its staff session: still open, still allowed to answer. */
  private readonly sockets = new Map<WebSocket, () => Promise<boolean>>();
  private readonly checks = setInterval(() => void this.checkSessions(), OPERATOR_SESSION_CHECK_MS).unref();

  constructor(private readonly db: Db) {}

  /** An operator's console socket: greeted, then told of the inbox's changes until it closes or its session ends. */
  add(socket: WebSocket, sessionAllows: () => Promise<boolean>): void {
    this.sockets.set(socket, sessionAllows);
    socket.on('close', () => this.sockets.delete(socket));
    this.send(socket, { type: 'hello' });
  }

  /**
   * Closes the sockets whose staff session ended (logout, an admin ended it, the account disabled, idle) or no longer
   * allows answering; every OPERATOR_SESSION_CHECK_MS, as the members' hub drops sockets of ended sessions.
   */
  async checkSessions(): Promise<void> {
    await Promise.all(
      [...this.sockets].map(async ([socket, sessionAllows]) => {
        if (!(await sessionAllows().catch(() => true))) socket.close(REALTIME_CLOSE.sessionEnded);
      }),
    );
  }

  /** Closes every socket: the app is going away. */
  close(): void {
    clearInterval(this.checks);
    for (const socket of this.sockets.keys()) socket.close(1001);
    this.sockets.clear();
  }

  /** Passes the bus's messages and claims to the consoles (a message only when it is a fictional profile's). */
  listen(bus: DomainEventBus, log: FastifyBaseLogger): void {
    const logFailure = (error: unknown) => log.error({ err: error }, 'operator live message not sent');
    bus.subscribe('message.created', ({ conversationId, senderId, recipientId }) => {
      if (this.sockets.size === 0) return;
      repo
        .fictionalAmong(this.db, [senderId, recipientId])
        .then((fictional) => {
          if (fictional.length > 0) this.broadcast({ type: 'inbox.message', conversation_id: conversationId });
        })
        .catch(logFailure);
    });
    bus.subscribe('conversation.claimed', ({ conversationId, staff }) => {
      this.broadcast({
        type: 'inbox.claim',
        conversation_id: conversationId,
        staff_id: staff?.id ?? null,
        staff_name: staff?.name ?? null,
      });
    });
  }

  private broadcast(message: OperatorLiveMessage): void {
    const frame = JSON.stringify(message);
    for (const socket of this.sockets.keys()) this.send(socket, frame);
  }

  private send(socket: WebSocket, message: OperatorLiveMessage | string): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }
}
