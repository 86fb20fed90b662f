/**
 * SPEC §4: messages of members whose email is not confirmed are not received. The chat feature stores such
 * messages undelivered and delivers them when the sender confirms.
 */
export function messagesAreDelivered(status: 'not_confirmed' | 'confirmed' | 'deleted'): boolean {
  return status === 'confirmed';
}
