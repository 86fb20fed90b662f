import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { LoginFirst } from '../login-first.tsx';
import type { User } from '../../../../shared/contracts/auth.ts';
import { Brand } from '../../components/brand.tsx';
import { useConversation } from '../../features/chats/api/conversation.ts';
import type { ConversationRef } from '../../features/chats/api/keys.ts';
import { type ActiveChat, ChatList } from '../../features/chats/components/chat-list.tsx';
import { ChatSiteMenu } from '../../features/chats/components/chat-site-menu.tsx';
import { Conversation } from '../../features/chats/components/conversation.tsx';
import { userQuery } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { useScreenTitle } from '../document-title.ts';

/**
 * /chats, /chats/{id} and /members/{id}/chat (SPEC §2): the conversation list beside the open conversation (or an
 * empty panel). On a phone they are two screens: /chats the list, the others the conversation.
 */
export function Component() {
  const { id } = useParams();
  const byProfile = useLocation().pathname.startsWith(paths.members());
  const { data: user } = useSuspenseQuery(userQuery);
  if (!user) return <LoginFirst />;
  const conversation: ConversationRef | undefined = id ? (byProfile ? { profile_id: id } : { id }) : undefined;
  const active: ActiveChat = conversation ? ('id' in conversation ? { conversationId: id } : { profileId: id }) : {};
  return (
    <div className={`chat-screen${conversation ? ' chat-screen-open' : ''}`} data-testid="chat-screen">
      <ListPane active={active} heading={conversation ? 'h2' : 'h1'} />
      <main className="chat-main" id="content">
        {conversation ? <OpenConversation key={id} conversation={conversation} user={user} /> : <EmptyPanel />}
      </main>
    </div>
  );
}

/** The list with the way to the rest of the site (its menu); its title is the page's heading until a conversation is open. */
function ListPane({ active, heading: Heading }: { active: ActiveChat; heading: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  return (
    <nav className="chat-list-pane" aria-label={t('chat.conversations')}>
      <div className="chat-list-header bg-primary text-white">
        <Brand siteName={settings.name} className="text-white" />
        <ChatSiteMenu />
      </div>
      <Heading className="h5 px-3 pt-3 mb-2">{t('nav.messages')}</Heading>
      <ChatList active={active} />
    </nav>
  );
}

function EmptyPanel() {
  const { t } = useTranslation();
  return (
    <div className="chat-empty-panel text-center text-body-secondary" data-testid="chat-empty-panel">
      <span className="chat-empty-icon" aria-hidden="true">
        ♥
      </span>
      <p className="lead mb-0">{t('chat.choose')}</p>
    </div>
  );
}

/** The conversation, the screen titled after the other member. */
function OpenConversation({ conversation, user }: { conversation: ConversationRef; user: User }) {
  const query = useConversation(conversation);
  useScreenTitle(query.data?.pages[0]?.profile.name);
  return <Conversation conversation={conversation} user={user} />;
}
