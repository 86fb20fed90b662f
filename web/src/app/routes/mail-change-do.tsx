import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConfirmEmailChange } from '../../features/account/api/settings.ts';
import { paths } from '../../lib/paths.ts';

/** /mail-change/do?token=: confirms the new address from the link mailed to it. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const confirm = useConfirmEmailChange();
  const token = params.get('token') ?? '';
  const { mutate } = confirm;
  useEffect(() => mutate(token), [mutate, token]);
  return (
    <div className="container py-5 narrow-page text-center" data-testid="mail-change">
      <h1 className="h3">{t('mail_change_do.title')}</h1>
      {confirm.isSuccess && <p className="alert alert-success">{t('mail_change_do.done')}</p>}
      {confirm.isError && <p className="alert alert-danger">{confirm.error.message}</p>}
      {confirm.isPending && <p>{t('mail_change_do.checking')}</p>}
      <Link to={paths.index()}>{t('nav.home')}</Link>
    </div>
  );
}
