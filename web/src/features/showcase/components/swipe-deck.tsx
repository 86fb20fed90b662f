import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MemberPhoto } from '../../../components/member-photo.tsx';
import type { ShowcaseMember } from './showcase-tile.tsx';
import { useSignupLink } from './signup-link.ts';

/** How far (px) a card must be dragged sideways to count as a like (right) or a nope (left). */
export const SWIPE_THRESHOLD = 90;
/** After this many swipes (and on every like) the signup modal opens: the visitor has seen what the site offers. */
export const SWIPES_BEFORE_SIGNUP = 3;

type Choice = 'like' | 'nope';

/** The arrow keys swipe (right: like, left: nope), unless the visitor is typing or a dialog is open. */
function useArrowKeys(decide: (choice: Choice) => void) {
  const latest = useRef(decide);
  useEffect(() => {
    latest.current = decide;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], .modal')) return;
      const choice = event.key === 'ArrowRight' ? 'like' : event.key === 'ArrowLeft' ? 'nope' : null;
      if (!choice) return;
      event.preventDefault();
      latest.current(choice);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * The tinderswipe lander's deck: one member on top, the next behind; like or nope by button, arrow key or dragging the
 * card. A like, and every few swipes, opens the signup modal in place; the last card leads to signup too.
 */
export function SwipeDeck({ members }: { members: ShowcaseMember[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignupLink();
  const [swiped, setSwiped] = useState(0);
  const top = members[swiped];
  const decide = (choice: Choice) => {
    if (!top) return;
    const count = swiped + 1;
    setSwiped(count);
    if (choice === 'like' || count % SWIPES_BEFORE_SIGNUP === 0) void navigate(signup);
  };
  useArrowKeys(decide);

  if (!top)
    return (
      <div className="swipe-deck swipe-deck-end" data-testid="swipe-deck-end">
        <p className="lead">{t('landers.tinderswipe.end')}</p>
        <Link to={signup} className="btn btn-secondary btn-lg fw-semibold">
          {t('showcase.cta')}
        </Link>
      </div>
    );
  const next = members[swiped + 1];
  return (
    <section className="swipe-deck" aria-label={t('landers.tinderswipe.deck')} data-testid="swipe-deck">
      <div className="swipe-deck-stack">
        {next && (
          <div className="swipe-deck-card swipe-deck-card-next" aria-hidden="true" key={next.id}>
            <MemberPhoto member={next} sizes="(max-width: 575px) 92vw, 420px" firstScreen={swiped === 0} />
          </div>
        )}
        <DeckCard key={top.id} member={top} firstScreen={swiped === 0} onDecide={decide} />
      </div>
      <div className="swipe-deck-buttons">
        <button
          type="button"
          className="swipe-deck-button swipe-deck-nope"
          aria-label={t('landers.tinderswipe.nope', { name: top.name })}
          onClick={() => decide('nope')}
          data-testid="swipe-nope"
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
        </button>
        <button
          type="button"
          className="swipe-deck-button swipe-deck-like"
          aria-label={t('landers.tinderswipe.like', { name: top.name })}
          onClick={() => decide('like')}
          data-testid="swipe-like"
        >
          <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
            <path
              d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
              fill="currentColor"
            />
          </svg>
        </button>
      </div>
      <p className="swipe-deck-hint">{t('landers.tinderswipe.hint')}</p>
    </section>
  );
}

interface DeckCardProps {
  member: ShowcaseMember;
  firstScreen: boolean;
  onDecide: (choice: Choice) => void;
}

/** The top card: dragged with a finger or the mouse it follows and tilts; let go beyond the threshold, it decides. */
function DeckCard({ member, firstScreen, onDecide }: DeckCardProps) {
  const { t } = useTranslation();
  const [drag, setDrag] = useState<{ startX: number; dx: number } | null>(null);
  const dx = drag?.dx ?? 0;
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ startX: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (drag) setDrag({ ...drag, dx: event.clientX - drag.startX });
  };
  const onPointerUp = () => {
    setDrag(null);
    if (Math.abs(dx) >= SWIPE_THRESHOLD) onDecide(dx > 0 ? 'like' : 'nope');
  };
  const stamp = Math.min(Math.abs(dx) / SWIPE_THRESHOLD, 1);
  return (
    <article
      className={`swipe-deck-card swipe-deck-card-top${drag ? ' swipe-deck-card-dragging' : ''}`}
      style={dx ? { transform: `translateX(${dx}px) rotate(${dx / 18}deg)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      data-testid="swipe-card"
    >
      <MemberPhoto member={member} sizes="(max-width: 575px) 92vw, 420px" firstScreen={firstScreen} />
      {dx !== 0 && (
        <span
          className={`swipe-deck-stamp swipe-deck-stamp-${dx > 0 ? 'like' : 'nope'}`}
          style={{ opacity: stamp }}
          aria-hidden="true"
        >
          {t(dx > 0 ? 'landers.tinderswipe.stamp_like' : 'landers.tinderswipe.stamp_nope')}
        </span>
      )}
      <div className="swipe-deck-caption">
        <h2 className="h3 mb-0">
          {member.name}, {member.age}
        </h2>
        {member.city && <div>{member.city}</div>}
      </div>
    </article>
  );
}
