import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatEntry } from '../../../../../shared/contracts/chats.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { paths } from '../../../lib/paths.ts';
import { settingsQuery } from '../../../lib/site-settings.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useChatStarters } from '../api/chat-starters.ts';
import { useChats } from '../api/chats.ts';
import { useRemoveChat } from '../api/remove-chat.ts';
import { relativeTime } from '../time.ts';
import { ChatListItem } from './chat-list-item.tsx';
import { ChatStarters } from './chat-starters.tsx';

const MINUTE_MS = 60_000;

/** Which conversation is open beside the list: by its id, or by the other member's. */
export interface ActiveChat {
  conversationId?: string;
  profileId?: string;
}

/**
 * The conversation list (SPEC §2, §4): newest first, each with photo, name, last message, time and unread count, and
 * a remove button (asked in a dialog, then gone at once; on failure the error shows and the list is read again). Above
 * it the matches with no conversation yet, if any; without conversations, the note that there are none (and the way
 * to the search) only when there are no such matches either.
 */
export function ChatList({ active }: { active: ActiveChat }) {
  const { t, i18n } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const chats = useChats();
  const starters = useChatStarters();
  const matches = starters.data?.starters ?? [];
  const remove = useRemoveChat();
  const now = useNow(true, MINUTE_MS);
  /** The conversation whose removal waits for the member's yes (kept while the dialog fades out). */
  const [removing, setRemoving] = useState<{ chat: ChatEntry; asking: boolean }>();
  const stopAsking = () => setRemoving((current) => current && { ...current, asking: false });
  const fictionalWarning = settings.fictional_icon ? settings.fictional_warning : undefined;
  return (
    <div className="chat-list" data-testid="chat-list">
      <ErrorAlert message={remove.error?.message} testId="remove-error" />
      <ErrorAlert message={chats.error?.message} />
      {chats.isPending && !chats.error && <PageLoading />}
      {matches.length > 0 && <ChatStarters starters={matches} cdnPrefix={settings.cdn_prefix} />}
      {chats.data?.chats.length === 0 && !starters.isPending && matches.length === 0 && (
        <div className="text-center p-4" data-testid="chats-empty">
          <p>{t('chat.empty')}</p>
          <Link className="btn btn-primary" to={paths.members()}>
            {t('nav.search_members')}
          </Link>
        </div>
      )}
      {chats.data && chats.data.chats.length > 0 && (
        <ul className="list-unstyled mb-0">
          {chats.data.chats.map((chat) => (
            <ChatListItem
              key={chat.conversation.id}
              chat={chat}
              cdnPrefix={settings.cdn_prefix}
              fictionalWarning={fictionalWarning}
              active={
                chat.conversation.id === active.conversationId ||
                (!!active.profileId && chat.profile.id === active.profileId)
              }
              time={chat.last_message ? relativeTime(chat.last_message.created_at, now, i18n.language) : undefined}
              onRemove={() => setRemoving({ chat, asking: true })}
            />
          ))}
        </ul>
      )}
      <ConfirmModal
        show={!!removing?.asking}
        title={t('chat.remove_title')}
        confirmLabel={t('chat.remove_yes')}
        onConfirm={() => {
          if (removing) remove.mutate(removing.chat.conversation.id);
          stopAsking();
        }}
        onCancel={stopAsking}
        testId="remove-confirm"
      >
        {removing && t('chat.remove_confirm', { name: removing.chat.profile.name })}
      </ConfirmModal>
    </div>
  );
}
