import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { useMay } from '../shell/use-staff.ts';
import { ConversationsSection } from './conversations-section.tsx';
import { LedgerSection } from './ledger-section.tsx';
import { MandatesSection } from './mandates-section.tsx';
import { MemberActions } from './member-actions.tsx';
import { MemberSummary } from './member-summary.tsx';
import { useMember } from './members-api.ts';
import { PaymentsSection } from './payments-section.tsx';
import { PhotosSection } from './photos-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { RejectionsSection } from './rejections-section.tsx';
import { StandingSection } from './standing-section.tsx';

/**
 * A member's page: who they are, their profile and photos, standing, payments, ledger, direct-debit mandates and the
 * conversations complaints name; the actions (credits, refunds, activation mail, blocks, deletion) only for staff
 * who may manage members.
 */
export function Component() {
  const { t } = useTranslation();
  const id = useParams().id!;
  const member = useMember(id);
  const may = useMay();
  const manage = may('members.manage');
  if (member.isPending) return <PageLoading />;
  if (!member.data) return <ErrorAlert message={apiErrorText(member.error, t)} />;
  const page = member.data;
  return (
    <>
      <Link to="/admin/members" className="d-inline-block mb-3">
        {t('console.members.back')}
      </Link>
      <h1 className="h3 mb-4">{page.profile?.name ?? page.member.email}</h1>
      <div className="row g-4">
        <div className="col-lg-6">
          <MemberSummary member={page.member} />
        </div>
        <div className="col-lg-6">
          {manage && <MemberActions member={page.member} />}
          <StandingSection
            member={page.member}
            strikes={page.strikes}
            ban={page.ban}
            canChange={may('members.standing')}
          />
        </div>
      </div>
      <ProfileSection profile={page.profile} />
      <PhotosSection photos={page.photos} />
      {may('photos.review') && <RejectionsSection memberId={id} />}
      <PaymentsSection memberId={id} refundDays={page.member.refund_days} payments={page.payments} manage={manage} />
      <LedgerSection memberId={id} />
      <MandatesSection memberId={id} mandates={page.mandates} manage={manage} />
      <ConversationsSection memberId={id} conversations={page.conversations} />
    </>
  );
}
