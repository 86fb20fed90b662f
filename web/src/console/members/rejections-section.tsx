import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { useForgetRejection, useRememberedRejections } from './members-api.ts';

/**
 * For moderators: the member's rejected photos as remembered by perceptual hash, refused when uploaded again
 * (decision 036), and forgetting one that was rejected by mistake, after which the same photo is accepted.
 */
export function RejectionsSection({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const rejections = useRememberedRejections(memberId);
  const forget = useForgetRejection(memberId);
  const failure = rejections.error ?? forget.error;
  const rows = rejections.data?.rejections;
  return (
    <section className="card mt-4" aria-labelledby="member-rejections" data-testid="rejections">
      <div className="card-body">
        <h2 className="h5" id="member-rejections">
          {t('console.members.rejections')}
        </h2>
        <p className="small text-body-secondary">{t('console.members.rejections_hint')}</p>
        <ErrorAlert message={failure ? apiErrorText(failure, t) : undefined} />
        {forget.isSuccess && (
          <p className="alert alert-success" role="status">
            {t('console.members.rejection_forgotten')}
          </p>
        )}
        {rows?.length === 0 && <p className="mb-0">{t('console.members.no_rejections')}</p>}
        {rows && rows.length > 0 && (
          <ul className="list-unstyled mb-0">
            {rows.map((rejection) => (
              <li key={rejection.id} className="d-flex flex-wrap gap-3 align-items-start mb-3">
                <img src={rejection.thumb} alt="" width={80} className="rounded" loading="lazy" />
                <div className="flex-grow-1">
                  <div className="small">
                    {t('console.members.rejection_reason', {
                      reason: t(`console.moderation.reasons.${rejection.reason}`),
                    })}{' '}
                    · {formatDate(i18n.language, rejection.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </div>
                  <div className="small">
                    {t('console.members.rejection_hashes')}{' '}
                    {rejection.hashes.map((hash) => (
                      <code key={hash} className="me-2">
                        {hash}
                      </code>
                    ))}
                  </div>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={forget.isPending}
                  onClick={() => forget.mutate(rejection.id)}
                >
                  {t('console.members.forget_rejection')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
