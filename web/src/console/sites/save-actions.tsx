import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/forms/form-actions.tsx';

/** The save button of a site's form, with the confirmation once saved (and a refusal, through FormActions). */
export function SaveActions({ saved, pending }: { saved: boolean; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {saved && (
        <p className="alert alert-success" role="status">
          {t('console.sites.saved')}
        </p>
      )}
      <FormActions>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {t('console.sites.save')}
        </button>
      </FormActions>
    </>
  );
}
