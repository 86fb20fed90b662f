import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONVERSATION_CLAIM_MS } from '../../../../shared/constants.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format-date.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { ClaimBadge } from './claim-badge.tsx';
import { useAnswer, useClaim, useInboxConversation, useRelease } from './inbox-api.ts';

/** One conversation: it is claimed on opening; its history, the member beside it, and the answer box. */
export function ConversationPane({ conversationId }: { conversationId: string }) {
  const { t, i18n } = useTranslation();
  const conversation = useInboxConversation(conversationId);
  const claim = useClaim();
  const release = useRelease();
  const answer = useAnswer();
  const [text, setText] = useState('');
  const { mutate: claimIt } = claim;
  useEffect(() => claimIt(conversationId), [claimIt, conversationId]);
  if (conversation.isPending) return <PageLoading />;
  const data = conversation.data;
  if (!data) return <ErrorAlert message={apiErrorText(conversation.error, t)} />;
  const failure = [claim.error, answer.error].find(Boolean);
  // The server names the holder in its own message only; the console says it in its language with the claim's name.
  const failureText =
    failure instanceof ApiError && failure.body.code === 'conversation_claimed'
      ? t('errors.conversation_claimed', { name: data.claim?.staff_name ?? '' })
      : failure && apiErrorText(failure, t);
  const mine = data.claim?.mine ?? false;
  return (
    <div className="row">
      <section className="col-lg-8" aria-label={t('console.fictional.inbox.as', { name: data.profile.name })}>
        <p className="fw-semibold">{t('console.fictional.inbox.as', { name: data.profile.name })}</p>
        <ClaimBadge claim={data.claim} />
        <ol className="list-unstyled my-3" data-testid="inbox-history">
          {data.messages.map((message) => (
            <li key={message.id} className={`mb-2 ${message.mine ? 'text-end' : ''}`}>
              <span className="small text-body-secondary d-block">
                {message.mine ? t('console.fictional.inbox.from_profile') : t('console.fictional.inbox.from_member')}
                {' · '}
                {formatDate(i18n.language, message.created_at, { dateStyle: 'short', timeStyle: 'short' })}
              </span>
              <span className={`d-inline-block p-2 rounded ${message.mine ? 'bg-primary-subtle' : 'bg-light'}`}>
                {message.text}
              </span>
            </li>
          ))}
        </ol>
        <ErrorAlert message={failureText || undefined} />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            answer.mutate({ conversation_id: conversationId, text }, { onSuccess: () => setText('') });
          }}
        >
          <label className="form-label" htmlFor="inbox-reply">
            {t('console.fictional.inbox.reply')}
          </label>
          <textarea
            id="inbox-reply"
            className="form-control mb-2"
            rows={3}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              // Typing keeps the claim: renewed once half of it has run out.
              if (data.claim && !data.claim.mine) return;
              const until = data.claim ? Date.parse(data.claim.until) : 0;
              if (until - Date.now() < CONVERSATION_CLAIM_MS / 2 && !claim.isPending) claimIt(conversationId);
            }}
          />
          <button type="submit" className="btn btn-primary me-2" disabled={answer.isPending || !mine}>
            {t('console.fictional.inbox.send')}
          </button>
          {mine && (
            <button type="button" className="btn btn-outline-secondary" onClick={() => release.mutate(conversationId)}>
              {t('console.fictional.inbox.release')}
            </button>
          )}
        </form>
      </section>
      <aside
        className="col-lg-4 mt-3 mt-lg-0"
        aria-label={t('console.fictional.inbox.member')}
        data-testid="member-summary"
      >
        <h2 className="h6">{t('console.fictional.inbox.member')}</h2>
        {data.member.photo && <img src={data.member.photo.thumb} alt="" width={96} className="rounded mb-2" />}
        <p className="mb-1 fw-semibold">{data.member.name}</p>
        <p className="mb-1">{t('console.fictional.inbox.age', { age: data.member.age })}</p>
        <p className="mb-1">{data.member.city ?? data.member.country}</p>
        <p className="mb-1">{t('console.fictional.inbox.credits', { count: data.member.credits })}</p>
        <p className="mb-1">
          {data.member.premium ? t('console.fictional.inbox.premium') : t('console.fictional.inbox.free_member')}
        </p>
      </aside>
    </div>
  );
}
