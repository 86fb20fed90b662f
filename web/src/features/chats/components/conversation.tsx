import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../../../../shared/contracts/auth.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { settingsQuery } from '../../../lib/site-settings.ts';
import { type ConversationData, messagesOf, useConversation } from '../api/conversation.ts';
import type { ConversationRef } from '../api/keys.ts';
import { useReadOnOpen } from '../hooks/use-read-on-open.ts';
import { ChatTopBar } from './chat-top-bar.tsx';
import { MessageArea } from './message-area.tsx';
import { SendFooter } from './send-footer.tsx';
import { TypingNote } from './typing-note.tsx';

interface ConversationProps {
  conversation: ConversationRef;
  user: User;
}

/** One conversation (SPEC §2): top bar, message area, send footer. */
export function Conversation({ conversation, user }: ConversationProps) {
  const { t } = useTranslation();
  const query = useConversation(conversation);
  if (query.isPending) return <PageLoading />;
  if (query.error) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="p-4 text-center" data-testid="chat-not-found">
        {gone ? <p className="lead">{t('chat.not_found')}</p> : <ErrorAlert message={query.error.message} />}
        <Link to={paths.chats()}>{t('chat.to_list')}</Link>
      </div>
    );
  }
  return <ConversationScreen data={query.data} query={query} user={user} />;
}

function ConversationScreen({
  data,
  query,
  user,
}: {
  data: ConversationData;
  query: ReturnType<typeof useConversation>;
  user: User;
}) {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const { profile, blocked, costs, max_length, conversation, read_up_to } = data.pages[0]!;
  useReadOnOpen(conversation?.id);
  const messages = messagesOf(data);
  const fictionalWarning = settings.fictional_icon ? settings.fictional_warning : undefined;
  const notices = (
    <>
      {fictionalWarning && profile.fictional && (
        <div className="alert alert-warning small" role="note" data-testid="fictional-warning">
          {fictionalWarning}
        </div>
      )}
      {blocked && (
        <div className="alert alert-secondary small" data-testid="chat-blocked">
          {t('chat.blocked', { name: profile.name })}
        </div>
      )}
    </>
  );
  return (
    <div className="chat-conversation" data-testid="conversation">
      <ChatTopBar
        member={profile}
        cdnPrefix={settings.cdn_prefix}
        fictionalWarning={fictionalWarning}
        credits={user.credits}
      />
      <MessageArea
        messages={messages}
        readUpTo={read_up_to}
        profileId={profile.id}
        cdnPrefix={settings.cdn_prefix}
        notices={notices}
        older={query}
      />
      {!blocked && <TypingNote conversationId={conversation?.id} name={profile.name} />}
      {!blocked && (
        <SendFooter
          key={profile.id}
          profileId={profile.id}
          conversationId={conversation?.id}
          name={profile.name}
          costs={costs}
          maxLength={max_length}
          offerIcebreaker={messages.length === 0}
        />
      )}
    </div>
  );
}
