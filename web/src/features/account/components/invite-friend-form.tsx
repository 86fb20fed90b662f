import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useInviteFriend } from '../api/invitations.ts';

/** Invite a friend by mail; the form stays for the next one and says where the last invitation went. */
export function InviteFriendForm({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  const invite = useInviteFriend();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const fieldError = invite.error instanceof ApiError ? invite.error.body.fields?.email : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    invite.mutate(address, {
      onSuccess: () => {
        setSentTo(address);
        setEmail('');
      },
    });
  };
  return (
    <form className="card border-0 shadow-sm mb-4" onSubmit={submit} noValidate data-testid="invite-friend">
      <div className="card-body">
        <h2 className="h5">{t('invitations.title')}</h2>
        <p className="small text-body-secondary">{t('invitations.intro', { site_name: siteName })}</p>
        <ErrorAlert message={fieldError ? undefined : invite.error?.message} />
        {sentTo && !invite.isPending && !invite.error && (
          <p className="alert alert-success" role="status">
            {t('invitations.sent', { email: sentTo })}
          </p>
        )}
        <TextField
          label={t('invitations.email')}
          type="email"
          autoComplete="off"
          value={email}
          error={fieldError}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={invite.isPending || !email.trim()}>
          {t('invitations.submit')}
        </button>
      </div>
    </form>
  );
}
