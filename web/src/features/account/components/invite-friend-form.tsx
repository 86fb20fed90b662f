import { useTranslation } from 'react-i18next';
import { invitationBody } from '../../../../../shared/contracts/accounts.ts';
import { Form } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { useInviteFriend } from '../api/invitations.ts';

/** Invite a friend by mail; the form stays for the next one and says where the last invitation went. */
export function InviteFriendForm({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  const invite = useInviteFriend();
  return (
    <Form
      schema={invitationBody}
      defaultValues={{ email: '' }}
      onSubmit={async (values, form) => {
        await invite.mutateAsync(values.email);
        form.reset();
      }}
      className="card border-0 shadow-sm mb-4"
      testId="invite-friend"
    >
      {({ field, watch }) => (
        <div className="card-body">
          <h2 className="h5">{t('invitations.title')}</h2>
          <p className="small text-body-secondary">{t('invitations.intro', { site_name: siteName })}</p>
          {invite.isSuccess && (
            <p className="alert alert-success" role="status">
              {t('invitations.sent', { email: invite.variables })}
            </p>
          )}
          <TextField label={t('invitations.email')} type="email" autoComplete="off" {...field('email')} />
          <FormActions>
            <button
              type="submit"
              className="btn btn-outline-primary"
              disabled={invite.isPending || !watch('email').trim()}
            >
              {t('invitations.submit')}
            </button>
          </FormActions>
        </div>
      )}
    </Form>
  );
}
