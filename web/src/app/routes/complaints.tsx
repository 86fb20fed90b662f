import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { COMPLAINT_REASONS } from '../../../../shared/contracts/complaints.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { PageCard } from '../../components/page-card.tsx';
import { userQuery } from '../../features/account/api/user.ts';
import { useReportMember } from '../../features/complaints/api/report.ts';
import { useMemberProfile } from '../../features/members/api/profile.ts';
import { ChoiceSelect } from '../../features/profile/components/choice-select.tsx';
import { settingsQuery } from '../../features/site/api/settings.ts';
import { paths } from '../../lib/paths.ts';

type Reason = (typeof COMPLAINT_REASONS)[number];

/** /complaints: report a member (?member=<id>) with a reason, and block them in the same step if wished. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
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
            {t('complaints.login_needed')} <Link to={paths.login()}>{t('nav.login')}</Link>
          </p>
          {support}
        </>
      ) : memberId ? (
        <ComplaintForm memberId={memberId} />
      ) : (
        <>
          <p>{t('complaints.how')}</p>
          {support}
        </>
      )}
    </PageCard>
  );
}

function ComplaintForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const member = useMemberProfile(memberId);
  const report = useReportMember();
  const [reason, setReason] = useState<Reason>('fake_profile');
  const [details, setDetails] = useState('');
  const [block, setBlock] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate({ member_id: memberId, reason, details, block });
  };
  if (report.isSuccess) {
    return (
      <div className="alert alert-success" role="status" data-testid="complaint-sent">
        {t('complaints.sent')} <Link to={paths.members()}>{t('nav.search_members')}</Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} data-testid="complaint-form">
      {member.data && <p className="lead">{t('complaints.about', { name: member.data.name })}</p>}
      <ErrorAlert message={report.error?.message} />
      <ChoiceSelect
        label={t('complaints.reason')}
        labels="complaints.reasons"
        options={COMPLAINT_REASONS}
        value={reason}
        optional={false}
        onChange={(value) => setReason(value as Reason)}
      />
      <TextAreaField
        label={t('complaints.details')}
        rows={4}
        maxLength={2000}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
      />
      <div className="form-check mb-3">
        <input
          id="complaint-block"
          className="form-check-input"
          type="checkbox"
          checked={block}
          onChange={(e) => setBlock(e.target.checked)}
        />
        <label className="form-check-label" htmlFor="complaint-block">
          {t('complaints.block')}
        </label>
      </div>
      <button type="submit" className="btn btn-danger" disabled={report.isPending}>
        {t('complaints.submit')}
      </button>
    </form>
  );
}
