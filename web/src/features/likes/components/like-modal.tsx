import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SECOND_MS } from '../../../../../shared/constants.ts';
import type { AutoLikeProfile } from '../../../../../shared/contracts/likes.ts';
import { mediaUrl } from '../../../../../shared/photos.ts';
import { FictionalBadge } from '../../../components/fictional-badge.tsx';
import { TitledModal } from '../../../components/titled-modal.tsx';
import { paths } from '../../../lib/paths.ts';
import { fetchAutoLike } from '../api/auto-like.ts';
import { likesKeys } from '../api/keys.ts';
import { likeModalDelaySeconds } from '../like-modal-delay.ts';

/** Likes are reloaded this long after the modal opened (SPEC §7 auto-like.php). */
const LIKES_RELOAD_DELAY_MS = 500;

/**
 * The full-screen new-like modal (SPEC §2, like the match modal): a link with `?t=<seconds>` (from a like notification) opens it after that delay with the
 * newest unseen liker; `t` leaves the address at once.
 */
interface LikeModalProps {
  cdnPrefix: string;
  /** The site marks fictional profiles (`fictional_icon`), with this text as the badge's explanation. */
  fictionalWarning?: string;
}

export function LikeModal({ cdnPrefix, fictionalWarning }: LikeModalProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [profile, setProfile] = useState<AutoLikeProfile | null>(null);
  const timers = useRef<number[]>([]);
  const delay = likeModalDelaySeconds(params.get('t'));

  const open = useCallback(async () => {
    const liker = await fetchAutoLike().catch(() => null);
    if (!liker) return;
    setProfile(liker);
    timers.current.push(
      window.setTimeout(() => client.invalidateQueries({ queryKey: likesKeys.all() }), LIKES_RELOAD_DELAY_MS),
    );
  }, [client]);

  useEffect(() => {
    if (!params.has('t')) return;
    setParams(
      (current) => {
        current.delete('t');
        return current;
      },
      { replace: true },
    );
    if (delay !== null) timers.current.push(window.setTimeout(open, delay * SECOND_MS));
  }, [params, setParams, delay, open]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const close = () => setProfile(null);
  if (!profile) return null;
  const profilePath = paths['members-id'](profile.id);
  return (
    <TitledModal
      title={t('like_modal.title')}
      show
      onHide={close}
      fullscreen
      className="full-screen-like-modal"
      data-testid="like-modal"
    >
      <Modal.Body className="d-flex flex-column align-items-center justify-content-center text-center">
        <Link to={profilePath} onClick={close}>
          <img
            className="like-modal-photo rounded-circle border border-4 border-white mb-3"
            src={mediaUrl(cdnPrefix, profile.main_image.match)}
            alt={profile.name}
            width={250}
            height={250}
          />
        </Link>
        {fictionalWarning && profile.fictional && (
          <p className="mb-2">
            <FictionalBadge warning={fictionalWarning} />
          </p>
        )}
        <p className="lead">{t('like_modal.text', { name: profile.name })}</p>
        <Link
          className="btn btn-secondary btn-lg fw-semibold"
          to={profilePath}
          onClick={close}
          data-testid="like-modal-view"
        >
          {t('like_modal.view')}
        </Link>
      </Modal.Body>
    </TitledModal>
  );
}
