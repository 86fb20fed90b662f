import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../../../../shared/contracts/member-desk.ts';

/** Every photo of the member, whatever its status, with the reason of a rejection. */
export function PhotosSection({ photos }: Pick<MemberPage, 'photos'>) {
  const { t } = useTranslation();
  return (
    <section className="card mt-4" aria-labelledby="member-photos">
      <div className="card-body">
        <h2 className="h5" id="member-photos">
          {t('console.members.photos')}
        </h2>
        {photos.length === 0 ? (
          <p className="mb-0">{t('console.members.no_photos')}</p>
        ) : (
          <ul className="list-unstyled row g-3 mb-0" data-testid="photos">
            {photos.map((photo) => (
              <li key={photo.id} className="col-6 col-md-3 col-xl-2">
                <img src={photo.thumb} alt="" className="img-fluid rounded mb-1" loading="lazy" />
                <div className="small fw-bold">{t(`console.members.photo_statuses.${photo.status}`)}</div>
                {photo.rejection_reason && (
                  <div className="small">
                    {t('console.members.rejection_reason', {
                      reason: t(`console.moderation.reasons.${photo.rejection_reason}`),
                    })}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
