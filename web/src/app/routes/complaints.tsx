import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { COMPLAINT_REASONS, complaintBody } from '../../../../shared/contracts/complaints.ts';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { PageCard } from '../../components/page-card.tsx';
import { useReportMember } from '../../features/complaints/api/report.ts';
import { useMemberProfile } from '../../features/members/api/profile.ts';
import { ChoiceSelect } from '../../features/profile/components/choice-select.tsx';
import { userQuery } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';
import { settingsQuery } from '../../lib/site-settings.ts';

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
  if (report.isSuccess) {
    return (
      <div className="alert alert-success" role="status" data-testid="complaint-sent">
        {t('complaints.sent')} <Link to={paths.members()}>{t('nav.search_members')}</Link>
      </div>
    );
  }
  return (
    <Form
      schema={complaintBody}
      defaultValues={{ member_id: memberId, reason: 'fake_profile', details: '', block: false }}
      onSubmit={(values) => report.mutateAsync(values)}
      testId="complaint-form"
    >
      {({ field, register, errorOf }) => (
        <>
          {member.data && <p className="lead">{t('complaints.about', { name: member.data.name })}</p>}
          <ChoiceSelect
            label={t('complaints.reason')}
            labels="complaints.reasons"
            options={COMPLAINT_REASONS}
            optional={false}
            error={errorOf('reason')}
            {...register('reason')}
          />
          <TextAreaField label={t('complaints.details')} rows={4} {...field('details')} />
          <div className="form-check mb-3">
            <input id="complaint-block" className="form-check-input" type="checkbox" {...register('block')} />
            <label className="form-check-label" htmlFor="complaint-block">
              {t('complaints.block')}
            </label>
          </div>
          <FormActions>
            <button type="submit" className="btn btn-danger" disabled={report.isPending}>
              {t('complaints.submit')}
            </button>
          </FormActions>
        </>
      )}
    </Form>
  );
}
