import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../../../../shared/photos.ts';
import { useUser } from '../../../lib/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import type { ShownMessage } from '../messages.ts';
import { messageTime } from '../time.ts';
import { giftPicture } from './gift-picker.tsx';

interface MessageBubbleProps {
  message: ShownMessage;
  /** The member's last message the other member has read: it says so. */
  read: boolean;
  /** The other member: their messages can be reported. */
  profileId: string;
  cdnPrefix: string;
  now: number;
  onOpenPhoto: (url: string) => void;
}

/**
 * One message: the member's own on the right in the primary colour, the other's on the left. Text is plain text
 * (React escapes it; links are not made clickable); a photo shows its thumb, opened full on click; a gift its picture
 * and name. An own message held back says why: the member's unconfirmed email, else a check of a new member's first
 * contacts (spam waves, decision 040); the last one the other member read, that it was.
 * A received one can be reported (the complaint form, with it); one flagged for scam or contact-detail patterns
 * carries a calm safety tip under it (decision 038).
 */
export function MessageBubble({ message, read, profileId, cdnPrefix, now, onOpenPhoto }: MessageBubbleProps) {
  const { t, i18n } = useTranslation();
  const { photo, gift } = message;
  return (
    <div
      className={`chat-message ${message.mine ? 'chat-message-mine' : 'chat-message-theirs'}`}
      data-testid="chat-message"
      data-pending={message.pending ? 'true' : undefined}
    >
      <div className={`chat-bubble chat-bubble-${message.kind}`}>
        {message.kind === 'photo' &&
          (photo ? (
            <button
              type="button"
              className="chat-photo btn p-0 border-0"
              onClick={() => onOpenPhoto(mediaUrl(cdnPrefix, photo.full))}
              aria-label={t('chat.open_photo')}
            >
              <img src={mediaUrl(cdnPrefix, photo.thumb)} alt="" />
            </button>
          ) : (
            <span className="fst-italic">{t('chat.photo_sending')}</span>
          ))}
        {gift && (
          <span className="d-flex flex-column align-items-center">
            <img src={giftPicture(gift.key)} alt="" width={72} height={72} />
            <span className="fw-semibold">{t(`gifts.${gift.key}`)}</span>
          </span>
        )}
        {message.text && <span className="chat-text">{message.text}</span>}
      </div>
      <div className="chat-meta">
        {message.pending ? t('chat.sending') : messageTime(message.created_at, now, i18n.language)}
        {read && (
          <span className="chat-read" data-testid="read-receipt">
            {' · '}
            {t('chat.read')}
          </span>
        )}
        {!message.mine && (
          <>
            {' · '}
            <Link
              className="chat-report"
              to={`${paths.complaints()}?member=${profileId}&message=${message.id}`}
              aria-label={t('chat.report_label')}
              data-testid="report-message"
            >
              {t('chat.report')}
            </Link>
          </>
        )}
      </div>
      {message.held && <HeldNote />}
      {message.safety_tip && (
        <div className="chat-safety-tip" role="note" data-testid="safety-tip">
          {t('chat.safety_tip')}
        </div>
      )}
    </div>
  );
}

/**
 * Why an own message waits: the member's unconfirmed email, else a check of a new member's first contacts. Only held
 * messages read the member (a credit change then redraws their note, not every bubble).
 */
function HeldNote() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const unconfirmed = user?.status === 'not_confirmed';
  return (
    <div className={unconfirmed ? 'chat-held' : 'chat-held chat-held-check'} data-testid="held-note">
      {t(unconfirmed ? 'chat.held' : 'chat.held_check')}
    </div>
  );
}
