import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { usePhotosInReview, useReviewPhoto } from './moderation-api.ts';
import { PhotoReviewCard } from './photo-review-card.tsx';

/** The photo review queue (moderators): the photos in review, oldest first, each approved or rejected with a reason. */
export function Component() {
  const { t } = useTranslation();
  const queue = usePhotosInReview();
  const review = useReviewPhoto();
  const failure = queue.error ?? review.error;
  return (
    <>
      <h1 className="h3 mb-4">{t('console.moderation.photos_title')}</h1>
      <ErrorAlert message={failure ? apiErrorText(failure, t) : undefined} />
      {review.isSuccess && (
        <p className="alert alert-success" role="status">
          {t(review.variables.decision === 'approve' ? 'console.moderation.approved' : 'console.moderation.rejected')}
        </p>
      )}
      {queue.isPending ? (
        <PageLoading />
      ) : queue.data?.photos.length === 0 ? (
        <p data-testid="photos-empty">{t('console.moderation.photos_empty')}</p>
      ) : (
        <div className="row row-cols-2 row-cols-md-3 row-cols-xl-4 g-3" data-testid="photo-queue">
          {queue.data?.photos.map((photo) => (
            <div className="col" key={photo.id}>
              <PhotoReviewCard
                photo={photo}
                busy={review.isPending}
                onApprove={() => review.mutate({ id: photo.id, decision: 'approve' })}
                onReject={(reason) => review.mutate({ id: photo.id, decision: 'reject', reason })}
              />
            </div>
          ))}
        </div>
      )}
    </>
  );
}
