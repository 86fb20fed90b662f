import { useTranslation } from 'react-i18next';
import type { MemberCard } from '../../../../../shared/contracts/members.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { likes, useLike, useLikes } from '../api/likes.ts';

/** The profile view's like / unlike button (SPEC §2), with the refusal's text when the server says no. */
export function LikeButton({ member }: { member: MemberCard }) {
  const { t } = useTranslation();
  const { data } = useLikes();
  const like = useLike();
  const liked = likes(data, member.id);
  return (
    <>
      <ErrorAlert message={like.error?.message} />
      <button
        type="button"
        className={liked ? 'btn btn-outline-secondary me-2' : 'btn btn-secondary fw-semibold me-2'}
        disabled={like.isPending}
        onClick={() => like.mutate({ member, like: !liked })}
        data-testid="like-button"
      >
        <span aria-hidden="true">{liked ? '♡' : '♥'}</span> {liked ? t('likes.unlike') : t('likes.like')}
      </button>
    </>
  );
}

/**
 * The heart on a member card (search results, likes): likes or unlikes without opening the profile. A refusal (e.g.
 * the day's likes used up) shows the server's text at the foot of the screen until closed or the next try.
 */
export function LikeToggle({ member }: { member: MemberCard }) {
  const { t } = useTranslation();
  const { data } = useLikes();
  const like = useLike();
  const liked = likes(data, member.id);
  return (
    <>
      {like.error && (
        <div
          className="like-toggle-alert alert alert-danger alert-dismissible position-fixed bottom-0 start-50 translate-middle-x mb-3 z-3"
          role="alert"
          data-testid="like-toggle-error"
        >
          {like.error.message}
          <button type="button" className="btn-close" aria-label={t('app.close')} onClick={() => like.reset()} />
        </div>
      )}
      <button
        type="button"
        className={`like-toggle btn btn-light rounded-circle shadow-sm${liked ? ' like-toggle-on' : ''}`}
        aria-pressed={liked}
        aria-label={t('likes.like_name', { name: member.name })}
        title={like.error?.message}
        disabled={like.isPending}
        onClick={() => like.mutate({ member, like: !liked })}
        data-testid="like-toggle"
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      </button>
    </>
  );
}
