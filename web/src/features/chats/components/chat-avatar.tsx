import type { MemberCard } from '../../../../../shared/contracts/members.ts';
import { mediaUrl } from '../../../../../shared/photos.ts';

/**
 * The round photo of the other member in the list, the matches above it and the chat's top bar; decorative (the name
 * is beside it).
 */
export function ChatAvatar({ member, cdnPrefix }: { member: Pick<MemberCard, 'photo'>; cdnPrefix: string }) {
  return member.photo ? (
    <img className="chat-avatar rounded-circle" src={mediaUrl(cdnPrefix, member.photo.thumb)} alt="" />
  ) : (
    <span className="chat-avatar rounded-circle member-card-placeholder" aria-hidden="true" />
  );
}
