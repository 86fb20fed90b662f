import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { ClaimBadge } from './claim-badge.tsx';
import { ConversationPane } from './conversation-pane.tsx';
import { useInbox, useInboxLive } from './inbox-api.ts';

/** The operators' inbox: members' conversations with fictional profiles (latest first, live) and the one answered. */
export function Component() {
  const { t, i18n } = useTranslation();
  const inbox = useInbox();
  const [open, setOpen] = useState<string>();
  useInboxLive();
  return (
    <>
      <h1 className="h3 mb-4">{t('console.fictional.inbox.title')}</h1>
      <div className="row">
        <nav className="col-md-4 mb-3" aria-label={t('console.fictional.inbox.conversations')}>
          {inbox.isPending ? (
            <PageLoading />
          ) : inbox.data?.conversations.length === 0 ? (
            <p>{t('console.fictional.inbox.none')}</p>
          ) : (
            <ul className="list-group" data-testid="inbox-list">
              {inbox.data?.conversations.map((entry) => (
                <li key={entry.conversation_id} className="list-group-item p-0">
                  <button
                    type="button"
                    className={`btn w-100 text-start p-2 ${entry.conversation_id === open ? 'active' : ''}`}
                    aria-current={entry.conversation_id === open}
                    onClick={() => setOpen(entry.conversation_id)}
                  >
                    <span className="d-block fw-semibold">
                      {entry.member.name} → {entry.profile.name}
                    </span>
                    <span className="d-block small">
                      {formatDate(i18n.language, entry.last_message_at, { dateStyle: 'short', timeStyle: 'short' })}
                      {entry.num_unread_messages > 0 &&
                        ` · ${t('console.fictional.inbox.unread', { count: entry.num_unread_messages })}`}
                    </span>
                    <ClaimBadge claim={entry.claim} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className="col-md-8">
          {open ? <ConversationPane key={open} conversationId={open} /> : <p>{t('console.fictional.inbox.choose')}</p>}
        </div>
      </div>
    </>
  );
}
