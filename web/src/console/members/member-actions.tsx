import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberPage } from '../../../../shared/contracts/member-desk.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { CreditsForm } from './credits-form.tsx';
import { useDeleteMember, useResendActivation } from './members-api.ts';

/** What staff who manage members do here: credits, the activation mail, deletion (with a confirmation). */
export function MemberActions({ member }: { member: MemberPage['member'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resend = useResendActivation(member.id);
  const remove = useDeleteMember(member.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const failure = [resend.error, remove.error].find(Boolean);
  return (
    <section className="card" aria-labelledby="member-actions" data-testid="member-actions">
      <div className="card-body">
        <h2 className="h5" id="member-actions">
          {t('console.members.actions')}
        </h2>
        <CreditsForm memberId={member.id} />
        <ErrorAlert message={failure ? apiErrorText(failure, t) : undefined} />
        {resend.isSuccess && (
          <p className="alert alert-success" role="status">
            {t('console.members.activation_sent')}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2">
          {member.status === 'not_confirmed' && (
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {t('console.members.resend_activation')}
            </button>
          )}
          {member.status !== 'deleted' && !confirmDelete && (
            <button type="button" className="btn btn-outline-danger" onClick={() => setConfirmDelete(true)}>
              {t('console.members.delete')}
            </button>
          )}
        </div>
        {confirmDelete && (
          <div className="alert alert-danger mt-3" role="alertdialog" aria-labelledby="delete-confirm">
            <p id="delete-confirm">{t('console.members.delete_confirm')}</p>
            <div className="d-flex gap-2">
              <button
                type="button"
                className="btn btn-danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(undefined, { onSuccess: () => setConfirmDelete(false) })}
              >
                {t('console.members.delete_do')}
              </button>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirmDelete(false)}>
                {t('console.members.cancel')}
              </button>
            </div>
          </div>
        )}
        {remove.isSuccess && (
          <p className="alert alert-success mt-3" role="status">
            {t('console.members.deleted')}{' '}
            <button type="button" className="btn btn-link p-0" onClick={() => navigate('/admin/members')}>
              {t('console.members.back')}
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
