import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../../../../shared/contracts/member-desk.ts';

/** Every field of the member's profile, as stored (staff see the codes, not the member-facing words). */
export function ProfileSection({ profile }: Pick<MemberPage, 'profile'>) {
  const { t } = useTranslation();
  const shown = (value: unknown) =>
    value === null || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return (
    <section className="card mt-4" aria-labelledby="member-profile">
      <div className="card-body">
        <h2 className="h5" id="member-profile">
          {t('console.members.profile')}
        </h2>
        {profile ? (
          <dl className="row mb-0" data-testid="profile">
            {Object.entries(profile).map(([field, value]) => (
              <div className="col-sm-6 col-lg-4 mb-2" key={field}>
                <dt className="small text-body-secondary">
                  <code>{field}</code>
                </dt>
                <dd className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {shown(value)}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mb-0">{t('console.members.no_profile')}</p>
        )}
      </div>
    </section>
  );
}
