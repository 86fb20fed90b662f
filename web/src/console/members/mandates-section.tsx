import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../../../../shared/contracts/member-desk.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { useUnblock } from './members-api.ts';

interface MandatesSectionProps {
  memberId: string;
  mandates: MemberPage['mandates'];
  /** Whether a block may be cleared here (members.manage). */
  manage: boolean;
}

/**
 * The IBANs and phones the member gave for direct debit, whether each is blocked or (a phone) held by a ban of the site,
 * and clearing a block.
 */
export function MandatesSection({ memberId, mandates, manage }: MandatesSectionProps) {
  const { t } = useTranslation();
  const unblock = useUnblock(memberId);
  if (mandates.length === 0) return null;
  return (
    <section className="card mt-4" aria-labelledby="member-mandates">
      <div className="card-body">
        <h2 className="h5" id="member-mandates">
          {t('console.members.mandates')}
        </h2>
        <ErrorAlert message={unblock.error ? apiErrorText(unblock.error, t) : undefined} />
        {unblock.isSuccess && (
          <p className="alert alert-success" role="status">
            {t('console.members.unblocked')}
          </p>
        )}
        <ul className="list-unstyled mb-0" data-testid="mandates">
          {mandates.map((mandate) => (
            <li key={`${mandate.kind}:${mandate.value}`} className="d-flex flex-wrap gap-2 align-items-center mb-2">
              <code>{mandate.value}</code>
              <span className={mandate.blocked ? 'badge text-bg-danger' : 'badge text-bg-secondary'}>
                {mandate.blocked ? t('console.members.blocked') : t('console.members.not_blocked')}
              </span>
              {mandate.banned && <span className="badge text-bg-danger">{t('console.members.phone_banned')}</span>}
              {manage && mandate.blocked && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  disabled={unblock.isPending}
                  onClick={() => unblock.mutate({ kind: mandate.kind, value: mandate.value })}
                >
                  {t('console.members.unblock')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
