import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberCard } from '../../../../../shared/contracts/members.ts';
import { mediaUrl } from '../../../../../shared/photos.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FictionalBadge } from '../../../components/fictional-badge.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { paths } from '../../../lib/paths.ts';
import type { SwipeDecision } from '../api/swipe.ts';
import { useSwipeGame } from '../hooks/use-swipe-game.ts';
import { currentMatch } from '../match-store.ts';

/** How far (px) a card must be dragged sideways to count as a like (right) or a pass (left). */
export const SWIPE_DRAG_THRESHOLD = 100;

interface SwipeGameProps {
  cdnPrefix: string;
  /** The site marks fictional profiles (`fictional_icon`), with this text as the badge's explanation. */
  fictionalWarning?: string;
  /** What the card's caption adds under the place (the app's discovery hints). */
  hintsOf?: (member: MemberCard) => ReactNode;
}

/** Arrow keys play the game (right: like, left: pass), unless the member is typing or a dialog is open. */
function useArrowKeys(decide: (choice: SwipeDecision) => void) {
  const latest = useRef(decide);
  useEffect(() => {
    latest.current = decide;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || currentMatch()) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      const choice = event.key === 'ArrowRight' ? 'like' : event.key === 'ArrowLeft' ? 'pass' : null;
      if (!choice) return;
      event.preventDefault();
      latest.current(choice);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The swipe game (SPEC §2): one card at a time, like or pass by button, arrow key or dragging the card. */
export function SwipeGame({ cdnPrefix, fictionalWarning, hintsOf }: SwipeGameProps) {
  const { t } = useTranslation();
  const game = useSwipeGame();
  useArrowKeys(game.decide);
  const top = game.stack[0];

  if (game.loading) return <PageLoading />;
  if (game.error) return <ErrorAlert message={game.error.message} />;
  return (
    <div className="swipe-game mx-auto" data-testid="swipe-game">
      {game.likesLeft !== null && (
        <p className="text-center text-body-secondary small mb-2" data-testid="likes-left" aria-live="polite">
          {t('swipe.likes_left', { count: game.likesLeft })}
        </p>
      )}
      {game.limit && (
        <div className="alert alert-warning text-center" role="alert" data-testid="swipe-limit">
          <p className="mb-2">{game.limit.message}</p>
          {!game.limit.premium && (
            <Link className="btn btn-secondary fw-semibold" to={paths.premium()}>
              {t('nav.get_premium')}
            </Link>
          )}
        </div>
      )}
      <ErrorAlert message={game.failure ?? undefined} />
      {top ? (
        <>
          <SwipeCard
            key={top.id}
            member={top}
            cdnPrefix={cdnPrefix}
            fictionalWarning={fictionalWarning}
            hints={hintsOf?.(top)}
            onDecide={game.decide}
          />
          <div className="d-flex justify-content-center gap-4 mt-3">
            <button
              type="button"
              className="swipe-button btn btn-outline-primary rounded-circle"
              aria-label={t('swipe.pass', { name: top.name })}
              onClick={() => game.decide('pass')}
              data-testid="swipe-pass"
            >
              <span aria-hidden="true">✕</span>
            </button>
            <button
              type="button"
              className="swipe-button btn btn-secondary rounded-circle"
              aria-label={t('swipe.like', { name: top.name })}
              disabled={Boolean(game.limit)}
              onClick={() => game.decide('like')}
              data-testid="swipe-like"
            >
              <span aria-hidden="true">♥</span>
            </button>
          </div>
          <p className="text-center text-body-secondary small mt-3">{t('swipe.keys_hint')}</p>
        </>
      ) : game.ended ? (
        <div className="text-center py-5" data-testid="swipe-end">
          <p className="lead">{t('swipe.end')}</p>
          <Link className="btn btn-primary me-2" to={paths.members()}>
            {t('nav.search_members')}
          </Link>
          <Link className="btn btn-outline-primary" to={paths.likes()}>
            {t('swipe.to_likes')}
          </Link>
        </div>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}

interface SwipeCardProps {
  member: MemberCard;
  cdnPrefix: string;
  fictionalWarning?: string;
  hints?: ReactNode;
  onDecide: (choice: SwipeDecision) => void;
}

/** The top card: dragged with a finger or the mouse, it follows; let go beyond the threshold, it decides. */
function SwipeCard({ member, cdnPrefix, fictionalWarning, hints, onDecide }: SwipeCardProps) {
  const [drag, setDrag] = useState<{ startX: number; dx: number } | null>(null);
  const dx = drag?.dx ?? 0;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ startX: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, dx: event.clientX - drag.startX });
  };
  const onPointerUp = () => {
    setDrag(null);
    if (Math.abs(dx) >= SWIPE_DRAG_THRESHOLD) onDecide(dx > 0 ? 'like' : 'pass');
  };
  return (
    <div
      className={`swipe-card card border-0 shadow${drag ? ' swipe-card-dragging' : ''}`}
      style={{ transform: `translateX(${dx}px) rotate(${dx / 20}deg)` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      data-testid="swipe-card"
    >
      <div className="swipe-card-photo ratio ratio-1x1">
        {member.photo ? (
          <img src={mediaUrl(cdnPrefix, member.photo.profile)} alt={member.name} draggable={false} />
        ) : (
          <div className="member-card-placeholder" role="img" aria-label={member.name} />
        )}
        {fictionalWarning && member.fictional && (
          <FictionalBadge warning={fictionalWarning} className="member-card-badge" />
        )}
        {dx !== 0 && (
          <span className={`swipe-stamp swipe-stamp-${dx > 0 ? 'like' : 'pass'}`} aria-hidden="true">
            {dx > 0 ? '♥' : '✕'}
          </span>
        )}
      </div>
      <div className="swipe-card-caption card-img-overlay">
        <h2 className="h4 mb-0">
          {member.name}, {member.age}
        </h2>
        <div>{member.city ?? '\u00a0'}</div>
        {hints}
      </div>
    </div>
  );
}
