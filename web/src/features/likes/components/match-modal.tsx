import { Modal } from '../../../components/modal.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MemberCard } from '../../../../../shared/contracts/members.ts';
import { mediaUrl } from '../../../../../shared/photos.ts';
import { FictionalBadge } from '../../../components/fictional-badge.tsx';
import { TitledModal } from '../../../components/titled-modal.tsx';
import { paths } from '../../../lib/paths.ts';
import { closeMatch, useMatch } from '../match-store.ts';

/** Where "Stuur een bericht" goes: the chat with them. */
export const matchMessagePath = (id: string) => paths['members-id-chat'](id);

interface MatchModalProps {
  cdnPrefix: string;
  /** The member's own main photo (a path under /media/), or null without one. */
  ownPhoto: string | null;
  ownName: string;
  /** The site marks fictional profiles (`fictional_icon`), with this text as the badge's explanation. */
  fictionalWarning?: string;
}

/**
 * The full-screen "It's a match" modal (SPEC §2): both photos, send a message, or go on (swiping in the swipe game,
 * back to the profile on the member's profile, else close).
 */
export function MatchModal(props: MatchModalProps) {
  const match = useMatch();
  if (!match) return null;
  return <MatchDialog member={match} {...props} />;
}

function MatchDialog({
  member,
  cdnPrefix,
  ownPhoto,
  ownName,
  fictionalWarning,
}: MatchModalProps & { member: MemberCard }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const swiping = pathname === paths['swipe-game']();
  // From the swipe game: back to it. On the matched member's profile: back to it (swiping would be a jump to
  // another screen). Anywhere else (a like given in a list, a like back heard live): close.
  const onTheirProfile = [paths['members-id'](member.id), paths['likes-m-id'](member.id)].includes(pathname);
  const secondary = swiping
    ? t('match_modal.continue')
    : onTheirProfile
      ? t('match_modal.back_to_profile')
      : t('app.close');
  return (
    <TitledModal
      title={t('match_modal.title')}
      show
      onHide={closeMatch}
      fullscreen
      className="full-screen-like-modal"
      data-testid="match-modal"
    >
      <Modal.Body className="d-flex flex-column align-items-center justify-content-center text-center gap-4">
        <div className="match-photos d-flex justify-content-center">
          <MatchPhoto cdnPrefix={cdnPrefix} path={ownPhoto} name={ownName} />
          <span className="match-heart" aria-hidden="true">
            ♥
          </span>
          <MatchPhoto cdnPrefix={cdnPrefix} path={member.photo?.profile ?? null} name={member.name} />
        </div>
        <div>
          <p className="lead mb-1">{t('match_modal.text', { name: member.name })}</p>
          {fictionalWarning && member.fictional && <FictionalBadge warning={fictionalWarning} />}
        </div>
        <div className="d-grid gap-2 match-actions">
          <Link
            className="btn btn-secondary btn-lg fw-semibold"
            to={matchMessagePath(member.id)}
            onClick={closeMatch}
            data-testid="match-message"
          >
            {t('match_modal.message')}
          </Link>
          <button type="button" className="btn btn-outline-primary" onClick={closeMatch} data-testid="match-continue">
            {secondary}
          </button>
        </div>
      </Modal.Body>
    </TitledModal>
  );
}

function MatchPhoto({ cdnPrefix, path, name }: { cdnPrefix: string; path: string | null; name: string }) {
  return path ? (
    <img className="match-photo rounded-circle shadow" src={mediaUrl(cdnPrefix, path)} alt={name} />
  ) : (
    <div className="match-photo member-card-placeholder rounded-circle shadow" role="img" aria-label={name} />
  );
}
