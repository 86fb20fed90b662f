import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageCard } from '../../components/page-card.tsx';
import { ComplaintForm } from '../../features/complaints/components/complaint-form.tsx';
import { useMemberProfile } from '../../features/members/api/profile.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { loginThenBackTo } from '../../lib/return-path.ts';

/**
 * /complaints: report a member (?member=<id>), or one of their messages (&message=<id>, from the chat), with a reason,
 * and block them in the same step if wished.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const { data: user } = useSuspenseQuery(userQuery);
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const memberId = params.get('member');
  const support = (
    <p className="small text-body-secondary mb-0">{t('complaints.support', { email: settings.support_email })}</p>
  );
  return (
    <PageCard>
      <h1 className="h3">{t('complaints.title')}</h1>
      {!user ? (
        <>
          <p>
            {t('complaints.login_needed')}{' '}
            <Link to={loginThenBackTo(location.pathname + location.search)}>{t('nav.login')}</Link>
          </p>
          {support}
        </>
      ) : memberId ? (
        <ReportMember memberId={memberId} messageId={params.get('message') ?? undefined} />
      ) : (
        <>
          <p>{t('complaints.how')}</p>
          {support}
        </>
      )}
    </PageCard>
  );
}

/** The form about the member of the address, with their name once their profile is in. */
function ReportMember({ memberId, messageId }: { memberId: string; messageId: string | undefined }) {
  const member = useMemberProfile(memberId);
  return <ComplaintForm memberId={memberId} memberName={member.data?.name} messageId={messageId} />;
}
