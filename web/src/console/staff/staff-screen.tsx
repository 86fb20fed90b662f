import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { useStaff } from '../shell/use-staff.ts';
import { EnrolmentCard } from './enrolment-card.tsx';
import { useCreateStaff, useDisableStaff, useEndSessions, useStaffList } from './staff-api.ts';
import { StaffForm } from './staff-form.tsx';

/** The staff accounts (admins only): add one, end someone's sessions, disable or enable an account. */
export function Component() {
  const { t, i18n } = useTranslation();
  const me = useStaff().data?.staff;
  const list = useStaffList();
  const create = useCreateStaff();
  const endSessions = useEndSessions();
  const disable = useDisableStaff();
  const failure = [endSessions.error, disable.error].find(Boolean);
  return (
    <>
      <h1 className="h3 mb-4">{t('console.staff.title')}</h1>
      {create.data && <EnrolmentCard email={create.variables.email} enrolment={create.data} />}
      <StaffForm create={create} />
      <ErrorAlert message={failure ? apiErrorText(failure, t) : undefined} />
      {endSessions.data && (
        <p className="alert alert-success" role="status">
          {t('console.staff.sessions_ended', { count: endSessions.data.ended })}
        </p>
      )}
      {list.isPending ? (
        <PageLoading />
      ) : (
        <div className="table-responsive">
          <table className="table align-middle bg-white" data-testid="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('console.shell.email')}</th>
                <th scope="col">{t('console.staff.role')}</th>
                <th scope="col">{t('console.staff.since')}</th>
                <th scope="col">{t('console.staff.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('console.staff.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data?.staff.map((account) => (
                <tr key={account.id}>
                  <td>
                    {account.email}
                    {account.name && <div className="small text-body-secondary">{account.name}</div>}
                  </td>
                  <td>{t(`console.shell.roles.${account.role}`)}</td>
                  <td>{formatDate(i18n.language, account.created_at, { dateStyle: 'medium' })}</td>
                  <td>
                    {account.disabled
                      ? t('console.staff.disabled')
                      : account.locked
                        ? t('console.staff.locked')
                        : t('console.staff.active')}
                  </td>
                  <td className="text-end text-nowrap">
                    {account.id !== me?.id && (
                      <>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-secondary me-2"
                          onClick={() => endSessions.mutate(account.id)}
                        >
                          {t('console.staff.end_sessions')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          onClick={() => disable.mutate({ id: account.id, disabled: !account.disabled })}
                        >
                          {account.disabled ? t('console.staff.enable') : t('console.staff.disable')}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
