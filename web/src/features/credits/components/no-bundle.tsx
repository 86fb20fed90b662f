import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { paths } from '../../../lib/paths.ts';

/** A payment step whose bundle is not on offer (or the price list failed): why, and the way back to the bundles. */
export function NoBundle({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  return (
    <div className="container py-4 narrow-page">
      <ErrorAlert message={error?.message ?? t('checkout.no_bundle')} />
      <Link to={paths.credits()}>{t('checkout.back_to_bundles')}</Link>
    </div>
  );
}
