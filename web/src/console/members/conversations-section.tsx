import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../../../../shared/contracts/member-desk.ts';
import { formatDate } from '../../lib/format-date.ts';

interface ConversationsSectionProps {
  memberId: string;
  conversations: MemberPage['conversations'];
}

/** The conversations of the member that a complaint names, with the complaints and the messages; no others. */
export function ConversationsSection({ memberId, conversations }: ConversationsSectionProps) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card mt-4" aria-labelledby="member-conversations">
      <div className="card-body">
        <h2 className="h5" id="member-conversations">
          {t('console.members.conversations')}
        </h2>
        <p className="small text-body-secondary">{t('console.members.conversations_hint')}</p>
        {conversations.length === 0 && <p className="mb-0">{t('console.members.no_conversations')}</p>}
        {conversations.map((conversation) => (
          <article key={conversation.id} className="border rounded p-3 mb-3" data-testid="conversation">
            <h3 className="h6">
              {t('console.members.with', { name: conversation.other.name ?? conversation.other.id })}
            </h3>
            <ul className="small">
              {conversation.complaints.map((complaint) => (
                <li key={complaint.id}>
                  {t('console.members.complaint', { reason: complaint.reason })} {complaint.details}
                </li>
              ))}
            </ul>
            <ol className="list-unstyled mb-0">
              {conversation.messages.map((message) => (
                <li key={message.id} className={message.sender_id === memberId ? 'mb-2' : 'mb-2 ms-4'}>
                  <div className="small text-body-secondary">
                    {message.sender_id === memberId
                      ? t('console.members.sender_self')
                      : t('console.members.sender_other')}{' '}
                    · {formatDate(i18n.language, message.created_at, { dateStyle: 'short', timeStyle: 'short' })}
                    {!message.delivered && ` · ${t('console.members.held')}`}
                  </div>
                  <div style={{ whiteSpace: 'pre-wrap' }}>{message.body || `[${message.kind}]`}</div>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
