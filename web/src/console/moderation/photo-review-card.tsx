import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotosInReviewResponse } from '../../../../shared/contracts/moderation.ts';
import { PHOTO_REJECTION_REASONS, type PhotoRejectionReason } from '../../../../shared/moderation.ts';
import { mediaUrl } from '../../../../shared/photos.ts';
import { formatDate } from '../../lib/format-date.ts';

type PhotoInReview = PhotosInReviewResponse['photos'][number];

interface PhotoReviewCardProps {
  photo: PhotoInReview;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: PhotoRejectionReason) => void;
}

/** One photo in review with its owner: approve, or reject with a reason chosen from the fixed list. */
export function PhotoReviewCard({ photo, busy, onApprove, onReject }: PhotoReviewCardProps) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState<PhotoRejectionReason | ''>('');
  const selectId = useId();
  const { owner } = photo;
  return (
    <article className="card h-100" data-testid="photo-card" aria-label={t('console.moderation.photo_of', owner)}>
      <a href={mediaUrl('', photo.full)} target="_blank" rel="noreferrer" title={t('console.moderation.open_full')}>
        <img
          className="card-img-top object-fit-cover"
          style={{ aspectRatio: '1' }}
          src={mediaUrl('', photo.thumb)}
          alt={t('console.moderation.photo_of', owner)}
        />
      </a>
      <div className="card-body">
        <h2 className="h6 mb-1">{owner.name}</h2>
        <p className="small mb-1">{t('console.moderation.member_line', owner)}</p>
        <p className="small text-body-secondary mb-2">
          {t('console.moderation.strikes', { count: owner.strikes })} ·{' '}
          {t('console.moderation.uploaded', {
            date: formatDate(i18n.language, photo.created_at, { dateStyle: 'short', timeStyle: 'short' }),
          })}
        </p>
        <button type="button" className="btn btn-success btn-sm w-100 mb-2" disabled={busy} onClick={onApprove}>
          {t('console.moderation.approve')}
        </button>
        <label className="form-label small mb-1" htmlFor={selectId}>
          {t('console.moderation.rejection_reason')}
        </label>
        <div className="d-grid gap-2">
          <select
            id={selectId}
            className="form-select form-select-sm"
            value={reason}
            onChange={(event) => setReason(event.target.value as PhotoRejectionReason | '')}
          >
            <option value="">{t('console.moderation.choose_reason')}</option>
            {PHOTO_REJECTION_REASONS.map((code) => (
              <option key={code} value={code}>
                {t(`console.moderation.reasons.${code}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            disabled={busy || reason === ''}
            onClick={() => reason && onReject(reason)}
          >
            {t('console.moderation.reject')}
          </button>
        </div>
      </div>
    </article>
  );
}
