/**
 * The domain events of the app: what happened, published once its transaction has committed (server/events/). The
 * server's caches, notifications and (later) the WebSocket hub subscribe; likes and chat add theirs here.
 */
export type DomainEvent =
  /** Staff turned a member's photo down. */
  | { type: 'photo.rejected'; memberId: string; photoId: string }
  /** Something the user answer or a member card is made of changed; without a member: any may have (a gap). */
  | { type: 'member.changed'; memberId?: string };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
