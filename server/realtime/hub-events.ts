import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventBus } from '../events/event-bus.ts';
import type { RealtimeHub } from './hub.ts';

/**
 * What each domain event becomes on the sockets of this instance, told from the recipient's side (`profile_id` is the
 * other member, whom the recipient must be allowed to see); and the session check after every member change.
 */
export function forwardDomainEvents(bus: DomainEventBus, hub: RealtimeHub, log: FastifyBaseLogger): void {
  const logFailure = (error: unknown) => log.error({ err: error }, 'realtime message not sent');
  bus.subscribe('like.created', ({ likerId, likedId }) => {
    hub.send(likedId, { type: 'like.created', profile_id: likerId }, likerId).catch(logFailure);
  });
  bus.subscribe('like.removed', ({ likerId, likedId }) => {
    hub.send(likedId, { type: 'like.removed', profile_id: likerId }, likerId).catch(logFailure);
  });
  bus.subscribe('match.created', ({ memberIds: [first, second] }) => {
    hub.send(first, { type: 'match.created', profile_id: second }, second).catch(logFailure);
    hub.send(second, { type: 'match.created', profile_id: first }, first).catch(logFailure);
  });
  bus.subscribe('notification.created', ({ memberId, kind }) => {
    hub.send(memberId, { type: 'notification.created', kind }).catch(logFailure);
  });
  bus.subscribe('message.created', ({ conversationId, senderId, recipientId, message, flagged }) => {
    // The sender's other tabs (the one that sent it knows it by its client_id), then the recipient, unless held. The
    // send checked canContact in the transaction that stored it: no second policy query per delivery.
    hub
      .send(senderId, { type: 'message.created', conversation_id: conversationId, profile_id: recipientId, message })
      .catch(logFailure);
    if (message.held) return;
    // A flagged message reaches its recipient with the safety tip (decision 038); its sender sees none.
    const received = { ...message, mine: false, client_id: null, safety_tip: flagged === true };
    hub
      .send(recipientId, {
        type: 'message.created',
        conversation_id: conversationId,
        profile_id: senderId,
        message: received,
      })
      .catch(logFailure);
  });
  bus.subscribe('conversation.read', ({ conversationId, memberId, receipt }) => {
    hub.send(memberId, { type: 'conversation.read', conversation_id: conversationId }).catch(logFailure);
    if (!receipt) return;
    const seen = { conversation_id: conversationId, profile_id: memberId, read_up_to: receipt.readAt };
    hub.send(receipt.otherId, { type: 'conversation.seen', ...seen }, memberId).catch(logFailure);
  });
  // Checked where the typing tab's socket is (the chats module's typingTo): no second policy query per frame.
  bus.subscribe('conversation.typing', ({ conversationId, senderId, recipientId }) => {
    hub.send(recipientId, { type: 'typing', conversation_id: conversationId, profile_id: senderId }).catch(logFailure);
  });
  bus.subscribe('credits.changed', ({ memberId, balance }) => {
    hub.send(memberId, { type: 'credits.changed', credits: balance }).catch(logFailure);
  });
  // A logout, a password change or a deleted account: the member's sockets whose session ended are closed. Other
  // changes (a purchase, a new name) end no session; a gap in hearing (no member) may have.
  bus.subscribe('member.changed', ({ memberId, sessionEnded }) => {
    if (sessionEnded || memberId === undefined) void hub.closeEndedSessions(memberId);
  });
}
