import { clientIdReused } from '../../lib/app-error.ts';
import type { Content } from './chat-rules.ts';
import type { MessageRow } from './chats.repo.ts';

/** What a send stores, to tell it from another send: kind, text and gift (a photo's bytes are not kept to compare). */
export type SendShape = Pick<MessageRow, 'kind' | 'body' | 'giftKey'>;

export function shapeOf(content: Content | { kind: 'photo' }): SendShape {
  return {
    kind: content.kind,
    body: 'body' in content ? content.body : '',
    giftKey: content.kind === 'gift' ? content.gift : null,
  };
}

/**
 * A send repeated with its client id is answered with the message stored the first time only when it is the same send:
 * in the same conversation, of the same kind, text and gift. Anything else reuses the id: client_id_reused (409).
 */
export function assertSameSend(earlier: MessageRow, conversationId: string | undefined, shape: SendShape): void {
  const same =
    earlier.conversationId === conversationId &&
    earlier.kind === shape.kind &&
    earlier.body === shape.body &&
    earlier.giftKey === shape.giftKey;
  if (!same) throw clientIdReused();
}
