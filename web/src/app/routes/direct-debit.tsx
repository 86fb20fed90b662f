import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { directDebitBody, directDebitCodeBody } from '../../../../shared/contracts/direct-debit.ts';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useConfirmDebit, useRequestDebitCode } from '../../features/credits/api/direct-debit.ts';
import { formatMoney } from '../../features/credits/components/money.ts';
import { NoBundle } from '../../features/credits/components/no-bundle.tsx';
import { useChosenBundle } from '../../features/credits/hooks/use-chosen-bundle.ts';
import { useCompanyInfo } from '../../features/site/api/company-info.ts';

/**
 * /directdebit?bundle={id}: the direct-debit form of SPEC §2: account holder, IBAN, address and mobile number; a
 * code by SMS; the code confirms the one-off mandate ('Code ongeldig' when wrong).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const bundleId = params.get('bundle') ?? '';
  const country = params.get('country') ?? undefined;
  const { bundles, bundle } = useChosenBundle(bundleId);
  const { data: company } = useCompanyInfo();
  const requestCode = useRequestDebitCode();
  const confirm = useConfirmDebit();
  if (bundles.isPending) return <PageLoading />;
  if (!bundle) return <NoBundle error={bundles.error} />;
  const price = formatMoney(bundle.price_cents, bundle.currency, i18n.language);
  const sent = requestCode.data;
  return (
    <div className="container py-4 narrow-page" data-testid="direct-debit-page">
      <h1 className="h3 mb-2">{t('direct_debit.title')}</h1>
      <p className="text-body-secondary">{t('direct_debit.intro', { price, count: bundle.credits })}</p>
      <Form
        schema={directDebitCodeBody}
        defaultValues={{
          bundle_id: bundle.id,
          country,
          account_holder: '',
          iban: '',
          street: '',
          house_number: '',
          zip: '',
          city: '',
          phone: '',
        }}
        onSubmit={(values) => requestCode.mutateAsync(values)}
        testId="direct-debit-form"
      >
        {({ field }) => (
          <fieldset disabled={Boolean(sent)}>
            <TextField label={t('direct_debit.account_holder')} autoComplete="name" {...field('account_holder')} />
            <TextField label={t('direct_debit.iban')} autoComplete="off" spellCheck={false} {...field('iban')} />
            <div className="row g-2">
              <div className="col-8">
                <TextField label={t('direct_debit.street')} autoComplete="address-line1" {...field('street')} />
              </div>
              <div className="col-4">
                <TextField label={t('direct_debit.house_number')} {...field('house_number')} />
              </div>
              <div className="col-5">
                <TextField label={t('direct_debit.zip')} autoComplete="postal-code" {...field('zip')} />
              </div>
              <div className="col-7">
                <TextField label={t('direct_debit.city')} autoComplete="address-level2" {...field('city')} />
              </div>
            </div>
            <TextField label={t('direct_debit.phone')} type="tel" autoComplete="tel" {...field('phone')} />
            {!sent && (
              <FormActions errorTestId="direct-debit-error">
                <button type="submit" className="btn btn-primary w-100" disabled={requestCode.isPending}>
                  {t('direct_debit.send_code')}
                </button>
              </FormActions>
            )}
          </fieldset>
        )}
      </Form>
      {sent && (
        <Form
          schema={directDebitBody}
          defaultValues={{ request_id: sent.request_id, otp: '' }}
          onSubmit={(values) => confirm.mutateAsync(values)}
          testId="direct-debit-otp-form"
        >
          {({ field }) => (
            <>
              <p className="alert alert-info" role="status">
                {t('direct_debit.code_sent', { end: sent.phone_end })}
              </p>
              <TextField
                label={t('direct_debit.otp')}
                inputMode="numeric"
                autoComplete="one-time-code"
                {...field('otp')}
              />
              <p className="small text-body-secondary">
                {t('direct_debit.mandate', { company: company?.name ?? '', price })}
              </p>
              <FormActions errorTestId="direct-debit-otp-error" className="d-grid gap-2">
                <button type="submit" className="btn btn-primary" disabled={confirm.isPending || confirm.isSuccess}>
                  {t('direct_debit.confirm')}
                </button>
                <button type="button" className="btn btn-link" onClick={() => requestCode.reset()}>
                  {t('direct_debit.new_code')}
                </button>
              </FormActions>
            </>
          )}
        </Form>
      )}
    </div>
  );
}
