import { useTranslation } from 'react-i18next';
import type { QueuedComplaint } from '../../../../shared/contracts/moderation.ts';
import { FALSE_REPORTER } from '../../../../shared/moderation.ts';
import { mediaUrl } from '../../../../shared/photos.ts';
import { formatDate } from '../../lib/format-date.ts';
import { ComplaintActions } from './complaint-actions.tsx';
import { MemberStanding } from './member-standing.tsx';

/** The mark of a complaint whose reporter may be a false one (FALSE_REPORTER), with the rule as its title. */
export function FalseReporterBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="badge text-bg-warning"
      title={t('console.moderation.possibly_false_title', FALSE_REPORTER)}
      data-testid="possibly-false-reporter"
    >
      {t('console.moderation.possibly_false')}
    </span>
  );
}

/** A complaint's detail: the reported member's profile and photos, only the reported message, the reporter, actions. */
export function ComplaintDetail({ complaint }: { complaint: QueuedComplaint }) {
  const { t, i18n } = useTranslation();
  const { reported } = complaint;
  const date = (iso: string) => formatDate(i18n.language, iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card" data-testid="complaint-detail" aria-label={complaint.reported.name}>
      <div className="card-body">
        <h2 className="h5">{t(`complaints.reasons.${complaint.reason}`)}</h2>
        {complaint.details && <p className="mb-2">{complaint.details}</p>}
        <p className="small text-body-secondary">
          {t('console.moderation.reporter')}: {complaint.reporter.name} · {date(complaint.created_at)}
          {complaint.reporter.possibly_false && (
            <>
              {' '}
              <FalseReporterBadge />
            </>
          )}
        </p>
        <p className="small mb-2" data-testid="complaint-reporters-line">
          {t('console.moderation.reporters_count', { count: complaint.reporters })}
        </p>
        <h3 className="h6 mt-3">{t('console.moderation.profile')}</h3>
        <dl className="row small mb-0" data-testid="reported-profile">
          <dt className="col-4">{t('console.moderation.reported')}</dt>
          <dd className="col-8">
            {reported.name}, {t('console.moderation.member_line', reported)}
          </dd>
          <dt className="col-4">{t('console.moderation.status')}</dt>
          <dd className="col-8">
            <MemberStanding member={reported} />
          </dd>
        </dl>
        <h3 className="h6 mt-3">{t('console.moderation.photos')}</h3>
        {complaint.photos.length === 0 ? (
          <p className="small">{t('console.moderation.no_photos')}</p>
        ) : (
          <ul className="list-inline mb-0">
            {complaint.photos.map((photo) => (
              <li className="list-inline-item mb-2" key={photo.id}>
                <a href={mediaUrl('', photo.full)} target="_blank" rel="noreferrer">
                  <img
                    src={mediaUrl('', photo.thumb)}
                    alt={t('console.moderation.photo_of', reported)}
                    width={96}
                    height={96}
                    className="rounded object-fit-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        <h3 className="h6 mt-3">{t('console.moderation.messages')}</h3>
        {complaint.messages.length === 0 ? (
          <p className="small">{t('console.moderation.no_messages')}</p>
        ) : (
          complaint.messages.map((message) => (
            <blockquote className="border-start ps-2 small" key={message.id} data-testid="reported-message">
              <p className="mb-1">{message.body || message.kind}</p>
              <footer className="text-body-secondary">{date(message.created_at)}</footer>
            </blockquote>
          ))
        )}
        {complaint.status === 'open' && <ComplaintActions complaintId={complaint.id} />}
      </div>
    </section>
  );
}
