import type { ChatMessage } from '../../../../shared/contracts/chats.ts';

/** A message on screen: one the server stored, or one of the member's still on its way (`pending`). */
export type ShownMessage = ChatMessage & { pending?: boolean };

const sameMessage = (a: ChatMessage, b: ChatMessage) =>
  a.id === b.id || (a.client_id !== null && a.client_id === b.client_id);

/**
 * The messages with `message` in them once: it replaces the one with its id, or the member's own with its client id
 * (the pending one this tab sent, the answer of the POST and the live copy are one message); else it comes last.
 */
export function upsertMessage(messages: ShownMessage[], message: ShownMessage): ShownMessage[] {
  const at = messages.findIndex((shown) => sameMessage(shown, message));
  if (at < 0) return [...messages, message];
  // A pending copy never replaces the stored one.
  if (message.pending && !messages[at]!.pending) return messages;
  return messages.map((shown, index) => (index === at ? message : shown));
}

/**
 * The member's last own message the other member has read (sent up to `readUpTo`, delivered): the one that says
 * "Gelezen"; undefined when there is none.
 */
export function lastReadId(messages: ShownMessage[], readUpTo: string | null): string | undefined {
  if (!readUpTo) return undefined;
  const until = Date.parse(readUpTo);
  return messages.findLast(
    (message) => message.mine && !message.pending && !message.held && Date.parse(message.created_at) <= until,
  )?.id;
}

/** The messages without the pending one of this client id (its send failed). */
export const withoutPending = (messages: ShownMessage[], clientId: string) =>
  messages.filter((message) => !(message.pending && message.client_id === clientId));

/** A fresh client id (a uuid v4) for a message the member sends. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
