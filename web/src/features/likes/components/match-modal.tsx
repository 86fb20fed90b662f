import { Modal } from '../../../components/modal.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
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

/** The full-screen "It's a match" modal (SPEC §2): both photos, send a message, or go on swiping. */
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
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goOnSwiping = () => {
    closeMatch();
    if (pathname !== paths['swipe-game']()) navigate(paths['swipe-game']());
  };
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
          <button type="button" className="btn btn-outline-primary" onClick={goOnSwiping} data-testid="match-continue">
            {t('match_modal.continue')}
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
