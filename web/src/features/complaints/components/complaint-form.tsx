import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPLAINT_REASONS, complaintBody } from '../../../../../shared/contracts/complaints.ts';
import { CheckField } from '../../../components/forms/check-field.tsx';
import { CodeSelect } from '../../../components/forms/code-select.tsx';
import { Form } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { TextAreaField } from '../../../components/forms/text-area-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { useReportMember } from '../api/report.ts';

interface ComplaintFormProps {
  memberId: string;
  /** The reported member's name once their profile is known (the screen reads it). */
  memberName?: string;
  /** A message of the member's conversation with them, reported with it (from the chat). */
  messageId?: string;
}

/**
 * A report about a member (or one of their messages): a reason, details if wished, and a block in the same step;
 * thanks once it is sent, and that the two no longer see each other unless the report is dismissed (decision 037).
 */
export function ComplaintForm({ memberId, memberName, messageId }: ComplaintFormProps) {
  const { t } = useTranslation();
  const report = useReportMember();
  if (report.isSuccess) {
    return (
      <div className="alert alert-success" role="status" data-testid="complaint-sent">
        {t('complaints.sent')} {t('complaints.hidden')} <Link to={paths.members()}>{t('nav.search_members')}</Link>
      </div>
    );
  }
  const reasons = COMPLAINT_REASONS.map((reason) => ({ code: reason, name: t(`complaints.reasons.${reason}`) }));
  return (
    <Form
      schema={complaintBody}
      defaultValues={{
        member_id: memberId,
        ...(messageId && { message_id: messageId }),
        reason: 'fake_profile',
        details: '',
        block: false,
      }}
      onSubmit={(values) => report.mutateAsync(values)}
      testId="complaint-form"
    >
      {({ field, register, errorOf }) => (
        <>
          {memberName && <p className="lead">{t('complaints.about', { name: memberName })}</p>}
          {messageId && <p data-testid="complaint-message">{t('complaints.about_message')}</p>}
          <CodeSelect
            label={t('complaints.reason')}
            options={reasons}
            error={errorOf('reason')}
            {...register('reason')}
          />
          <TextAreaField label={t('complaints.details')} rows={4} {...field('details')} />
          <CheckField id="complaint-block" label={t('complaints.block')} {...register('block')} />
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
