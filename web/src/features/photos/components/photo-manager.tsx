import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnPhoto } from '../../../../../shared/contracts/photos.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { showToast } from '../../../lib/toasts.ts';
import { mediaUrl } from '../../../../../shared/photos.ts';
import { usePhotoAction } from '../api/own-photos.ts';
import { useUploadPhoto } from '../api/upload-photo.ts';
import { PROFILE_ANCHORS } from '../../../lib/profile-anchors.ts';

/**
 * The member's photos: upload (public or private) up to the limit, choose the main photo, hide, delete (asked in the
 * app's own dialog first).
 */
export function PhotoManager({ photos, limit, cdnPrefix }: { photos: OwnPhoto[]; limit: number; cdnPrefix: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadPhoto();
  const action = usePhotoAction();
  const full = photos.length >= limit;
  /** The id of the photo whose deletion waits for the member's yes. */
  const [removing, setRemoving] = useState<string>();
  const choose = (visibility: 'public' | 'private') => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate({ file, visibility }, { onSuccess: () => showToast(t('photos.uploaded')) });
  };
  return (
    <section className="card border-0 shadow-sm mb-4" id={PROFILE_ANCHORS.photos} data-testid="photo-manager">
      <div className="card-body">
        <h2 className="h5">{t('own_profile.photos_title')}</h2>
        <p className="small text-body-secondary">
          {t('own_profile.photos_count', { total: photos.length, count: limit })}
        </p>
        <ErrorAlert message={upload.error?.message ?? action.error?.message} testId="photo-error" />
        {action.isSuccess && 'remove' in action.variables && (
          <p className="small text-success" role="status" data-testid="photo-deleted">
            {t('own_profile.photo_deleted')}
          </p>
        )}
        <div className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 mb-3">
          {photos.map((photo) => (
            <div className="col" key={photo.id} data-testid="own-photo">
              <div className="position-relative ratio ratio-1x1 rounded-3 overflow-hidden">
                <img src={mediaUrl(cdnPrefix, photo.thumb)} alt="" className="object-fit-cover" />
              </div>
              <div className="d-flex flex-wrap gap-1 my-1">
                {photo.main && <span className="badge text-bg-primary">{t('own_profile.main')}</span>}
                {photo.visibility === 'private' && (
                  <span className="badge text-bg-dark">{t('own_profile.private')}</span>
                )}
                {photo.status !== 'active' && (
                  <span className={`badge ${photo.status === 'rejected' ? 'text-bg-danger' : 'text-bg-warning'}`}>
                    {t(`own_profile.status.${photo.status}`)}
                  </span>
                )}
              </div>
              <div className="d-flex flex-wrap gap-1">
                {!photo.main && photo.visibility === 'public' && photo.status !== 'rejected' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    disabled={action.isPending}
                    onClick={() => action.mutate({ id: photo.id, main: true })}
                  >
                    {t('own_profile.make_main')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={action.isPending}
                  onClick={() =>
                    action.mutate({ id: photo.id, visibility: photo.visibility === 'public' ? 'private' : 'public' })
                  }
                >
                  {photo.visibility === 'public' ? t('own_profile.make_private') : t('own_profile.make_public')}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={action.isPending}
                  onClick={() => setRemoving(photo.id)}
                >
                  {t('own_profile.delete')}
                </button>
              </div>
            </div>
          ))}
        </div>
        <ConfirmModal
          show={removing !== undefined}
          title={t('own_profile.delete_title')}
          confirmLabel={t('own_profile.delete')}
          onConfirm={() => {
            if (removing) action.mutate({ id: removing, remove: true });
            setRemoving(undefined);
          }}
          onCancel={() => setRemoving(undefined)}
          testId="photo-delete-confirm"
        >
          {t('own_profile.delete_confirm')}
        </ConfirmModal>
        {full ? (
          <p className="small mb-0" data-testid="photo-limit-reached">
            {t('errors.photo_limit', { count: limit })}
          </p>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            <label className={`btn btn-primary ${upload.isPending ? 'disabled' : ''}`} htmlFor={`${inputId}-public`}>
              {upload.isPending ? t('photos.uploading') : t('own_profile.add_public')}
            </label>
            <input
              id={`${inputId}-public`}
              className="visually-hidden"
              type="file"
              accept="image/*"
              onChange={choose('public')}
            />
            <label
              className={`btn btn-outline-primary ${upload.isPending ? 'disabled' : ''}`}
              htmlFor={`${inputId}-private`}
            >
              {t('own_profile.add_private')}
            </label>
            <input
              id={`${inputId}-private`}
              className="visually-hidden"
              type="file"
              accept="image/*"
              onChange={choose('private')}
            />
          </div>
        )}
      </div>
    </section>
  );
}
