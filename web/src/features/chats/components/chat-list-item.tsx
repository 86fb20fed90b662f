import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatEntry } from '../../../../../shared/contracts/chats.ts';
import { CountBadge } from '../../../components/count-badge.tsx';
import { FictionalBadge } from '../../../components/fictional-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { TrashIcon } from './chat-icons.tsx';

interface ChatListItemProps {
  chat: ChatEntry;
  cdnPrefix: string;
  fictionalWarning?: string;
  /** It is the conversation open beside the list. */
  active: boolean;
  /** When its last message came, said relatively. */
  time?: string;
  onRemove: () => void;
}

/** The last message in a few words: its text, or what it was (a photo, a gift); "you:" before the member's own. */
function usePreview(chat: ChatEntry): string {
  const { t } = useTranslation();
  const last = chat.last_message;
  if (!last) return t('chat.preview.none');
  const what = last.kind === 'photo' || last.kind === 'gift' ? t(`chat.preview.${last.kind}`) : last.text;
  return last.mine ? t('chat.preview.mine', { text: what }) : what;
}

/** A conversation in the list: it opens the conversation; its trash button removes it. */
export function ChatListItem({ chat, cdnPrefix, fictionalWarning, active, time, onRemove }: ChatListItemProps) {
  const { t } = useTranslation();
  const preview = usePreview(chat);
  const { profile } = chat;
  const unread = chat.num_unread_messages;
  return (
    <li className={`chat-list-item d-flex align-items-center${active ? ' active' : ''}`} data-testid="chat-entry">
      <Link
        className="chat-list-link d-flex align-items-center gap-2 flex-grow-1 min-w-0 text-reset"
        to={paths['chats-id'](chat.conversation.id)}
        aria-current={active ? 'page' : undefined}
      >
        <ChatAvatar member={profile} cdnPrefix={cdnPrefix} />
        <span className="flex-grow-1 min-w-0">
          <span className="d-flex align-items-center gap-1">
            <span className={`text-truncate${unread > 0 ? ' fw-bold' : ' fw-semibold'}`}>{profile.name}</span>
            {fictionalWarning && profile.fictional && <FictionalBadge warning={fictionalWarning} />}
            {time && <span className="ms-auto small text-body-secondary text-nowrap ps-1">{time}</span>}
          </span>
          <span className="d-flex align-items-center gap-1">
            <span className="small text-body-secondary text-truncate me-auto" data-testid="chat-preview">
              {preview}
            </span>
            <CountBadge count={unread} label={t('chat.unread', { count: unread })} />
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="btn btn-link text-danger chat-remove"
        onClick={onRemove}
        aria-label={t('chat.remove', { name: profile.name })}
        data-testid="chat-remove"
      >
        <TrashIcon />
      </button>
    </li>
  );
}
