import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import type { OwnPhoto } from '../../../../../shared/contracts/photos.ts';
import { mediaUrl } from '../../../../../shared/photos.ts';
import { useOwnPhotos } from '../api/own-photos.ts';
import { useUploadPhoto } from '../api/upload-photo.ts';

/** The stored photos that count as the step's upload (not one refused or removed since). */
const SHOWN: ReadonlySet<OwnPhoto['status']> = new Set(['in_review', 'active']);

/**
 * Signup step 0: a first (main) photo, uploaded as soon as it is chosen; skipping is allowed. The member's main photo
 * already on the server (uploaded before a reload) is shown as the uploaded one.
 */
export function PhotoStep({ cdnPrefix, onNext }: { cdnPrefix: string; onNext: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadPhoto();
  const own = useOwnPhotos();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate({ file });
  };
  const photo = upload.data ?? own.data?.photos.find((stored) => stored.main && SHOWN.has(stored.status));
  return (
    <div data-testid="step-photo">
      <p className="text-body-secondary">{t('signup_steps.photo_intro')}</p>
      <ErrorAlert message={upload.error?.message} testId="photo-error" />
      <div className="d-flex flex-column align-items-center gap-3 my-4">
        {photo ? (
          <img
            className="photo-step-preview rounded-circle"
            src={mediaUrl(cdnPrefix, photo.profile)}
            alt={t('signup_steps.photo_preview')}
            width={160}
            height={160}
            data-testid="photo-preview"
          />
        ) : (
          <div className="photo-step-preview photo-step-empty rounded-circle" aria-hidden="true" />
        )}
        {photo?.status === 'in_review' && <p className="small text-body-secondary mb-0">{t('photos.in_review')}</p>}
        <label className={`btn btn-outline-primary ${upload.isPending ? 'disabled' : ''}`} htmlFor={inputId}>
          {upload.isPending ? t('photos.uploading') : photo ? t('photos.choose_other') : t('photos.choose')}
        </label>
        <input id={inputId} className="visually-hidden" type="file" accept="image/*" onChange={choose} />
      </div>
      <div className="d-flex gap-2">
        {!photo && (
          <button type="button" className="btn btn-link" onClick={onNext}>
            {t('signup_steps.skip')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-secondary flex-grow-1 fw-semibold"
          disabled={!photo || upload.isPending}
          onClick={onNext}
        >
          {t('signup_steps.next')}
        </button>
      </div>
    </div>
  );
}
