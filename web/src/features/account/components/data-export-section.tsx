import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DATA_EXPORT_DOWNLOAD_PATH,
  DATA_EXPORT_SECTION,
} from '../../../../../shared/contracts/endpoints/data-export.ts';
import { Form } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useDataExport, useRequestDataExport } from '../api/data-export.ts';

const nothing = z.object({});

/**
 * "Download your data" (GDPR art. 15 and 20): ask for an export (once a day), see that its mail is coming or that
 * today's was asked already; opened from the mailed link (`token`), the download itself, which also needs this
 * session.
 */
export function DataExportSection({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation();
  const { data: state } = useDataExport();
  const request = useRequestDataExport();
  const latest = state?.latest;
  return (
    <Form
      schema={nothing}
      defaultValues={{}}
      onSubmit={() => request.mutateAsync()}
      className="card border-0 shadow-sm mb-4"
      testId="data-export"
    >
      {() => (
        <div className="card-body" id={DATA_EXPORT_SECTION}>
          <h2 className="h5">{t('settings.export_title')}</h2>
          <p className="small text-body-secondary">{t('settings.export_intro')}</p>
          {token && (
            <div className="alert alert-success d-flex flex-wrap align-items-center gap-2" role="status">
              <span className="me-auto">{t('settings.export_link_ready')}</span>
              <a className="btn btn-primary" href={`${DATA_EXPORT_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`}>
                {t('settings.export_download')}
              </a>
            </div>
          )}
          {latest?.status === 'building' && (
            <p className="alert alert-info" role="status" data-testid="data-export-building">
              {t('settings.export_building')}
            </p>
          )}
          {latest?.status !== 'building' && state?.requested_today && (
            <p className="alert alert-secondary" role="status" data-testid="data-export-already">
              {t('settings.export_already')}
            </p>
          )}
          {!token && latest?.status === 'ready' && latest.expires_at && (
            <p className="small">
              {t('settings.export_ready', {
                date: formatDate(i18n.language, latest.expires_at, { dateStyle: 'long', timeStyle: 'short' }),
              })}
            </p>
          )}
          {state && !state.requested_today && (
            <FormActions>
              <button type="submit" className="btn btn-outline-primary" disabled={request.isPending}>
                {t('settings.export_submit')}
              </button>
            </FormActions>
          )}
        </div>
      )}
    </Form>
  );
}
