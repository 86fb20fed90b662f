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

/** The heart on a member card (search results): likes or unlikes without opening the profile. */
export function LikeToggle({ member }: { member: MemberCard }) {
  const { t } = useTranslation();
  const { data } = useLikes();
  const like = useLike();
  const liked = likes(data, member.id);
  return (
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
  );
}
